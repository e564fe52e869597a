import { z } from 'zod';

// Administrators' roles (issue #34). The specification's `level 1` stays the administrator's flag; a role refines
// what that administrator may do. Every admin route states the ability it needs (server: authenticateAdmin), and
// the screens read the same table to show only what the caller may use.

/** owner: everything, including the administrators; support: customers, cards, their view and pay orders; viewer: read. */
export const ADMIN_ROLES = ['owner', 'support', 'viewer'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const adminRoleSchema = z.enum(ADMIN_ROLES, { error: 'invalid_value' });

/**
 * What an admin route asks of its caller: to read (every list and figure), to serve customers (their cards,
 * their view, their pay orders, failed deliveries sent again), or to manage the shop (catalogue, stock,
 * StarterPack, support settings, credits without a pay order) and its administrators.
 */
export const ADMIN_ABILITIES = ['read', 'serve', 'manage'] as const;
export type AdminAbility = (typeof ADMIN_ABILITIES)[number];

const ROLE_ABILITIES: Record<AdminRole, readonly AdminAbility[]> = {
  owner: ['read', 'serve', 'manage'],
  support: ['read', 'serve'],
  viewer: ['read'],
};

/** True when `role` may do what needs `ability`. */
export const roleMay = (role: AdminRole, ability: AdminAbility): boolean =>
  ROLE_ABILITIES[role].includes(ability);

export const isAdminRole = (value: unknown): value is AdminRole =>
  typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value);

/** The roles that may do what needs `ability`: whom a mail about such work goes to. */
export const rolesThatMay = (ability: AdminAbility): AdminRole[] =>
  ADMIN_ROLES.filter((role) => roleMay(role, ability));
