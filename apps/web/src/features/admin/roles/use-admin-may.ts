import { type AdminAbility, type AdminRole, roleMay } from '@simportal/contract/admin-roles';
import { useAuth } from '../../../stores/auth-store.ts';

/** The signed-in administrator's role (issue #34); an account from before roles reads as an owner's. */
export const useAdminRole = (): AdminRole => useAuth((state) => state.userInfo?.adminRole ?? 'owner');

/**
 * Whether the signed-in administrator's role may do what needs `ability`: the screens show only what it may use
 * (the same table the server enforces, contract/admin-roles.ts).
 */
export const useAdminMay = (ability: AdminAbility): boolean => roleMay(useAdminRole(), ability);
