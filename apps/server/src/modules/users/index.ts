// The public face of modules/users: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.

export { accountMatches } from './account-search.ts';
export type { NewUser } from './accounts.ts';
export { createUser } from './accounts.ts';
export type { AdministratorAccount } from './administrators.ts';
export { changeAdministratorRole, listAdministratorAccounts, removeAdministrator } from './administrators.ts';
export type { CustomerAccount } from './customers.ts';
export { customerPage, findCustomer } from './customers.ts';
export { holdLiveAccount, lockLiveUser, pseudonymiseUser } from './erase.ts';
export { updateLocale } from './locale.ts';
export type { MemberAccount } from './members.ts';
export { assertMemberRoom, findMemberOf, membersOf } from './members.ts';
export type { UserRow } from './queries.ts';
export {
  findUserByAccount,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  findUsersByIds,
  listAdministrators,
  toUserInfo,
} from './queries.ts';
export { userAccounts } from './views.ts';
