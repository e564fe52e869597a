// The public face of modules/auth: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.
export { endCredentials, proveDeletion, sendDeletionCode } from './account-deletion.ts';
export { accountRoutes } from './account-routes.ts';
export { endActingSession, openActingSession } from './acting-sessions.ts';
export {
  acceptInvitation,
  createInvitation,
  hashInvitedPassword,
  listOpenInvitations,
  revokeInvitation,
  viewInvitation,
} from './admin-invitations.ts';
export type { AdminStanding } from './admin-standing.ts';
export { adminStanding, isFresh, stepUpStateOf } from './admin-standing.ts';
export { apiKeysForExport } from './api-keys.ts';
export { auditorOf } from './auditor.ts';
export type { AuthUser, CallerRead } from './authenticate.ts';
export {
  authenticate,
  authenticateAdmin,
  authenticateToken,
  readAsCaller,
  registerAuthentication,
  requireAdmin,
  requireAdminStanding,
  requireStepUp,
  requireUser,
} from './authenticate.ts';
export { withSecondFactor } from './credentials.ts';
export type { MemberAccess, MemberCaller } from './member-gate.ts';
export type { MemberInvitationRow } from './member-invitations.ts';
export {
  acceptMemberInvitation,
  createMemberInvitation,
  endMemberCredentials,
  lastSignInsOf,
  openMemberInvitationsOf,
  revokeMemberInvitation,
  revokeMemberInvitationsOf,
  viewMemberInvitation,
} from './member-invitations.ts';
export type { NewAccount } from './new-account.ts';
export { createAccount } from './new-account.ts';
export {
  finishPasskeyRegistration,
  listPasskeys,
  passkeyAssertionOptions,
  removePasskey,
  startPasskeyRegistration,
} from './passkeys.ts';
export { hashSecret, verifySecret } from './password-hash.ts';
export type { ProofLock, ProofWitness } from './proof-lock.ts';
export { guardProof } from './proof-lock.ts';
export { authRoutes } from './routes.ts';
export {
  confirmEnrolment,
  removeSecondFactor,
  replaceRecoveryCodes,
  secondFactorStatus,
  startEnrolment,
} from './second-factor.ts';
export { openSecret, sealSecret } from './second-factor-crypto.ts';
export { secondFactorRoutes } from './second-factor-routes.ts';
export type { AuthKeys } from './secrets.ts';
export { loadAuthKeys } from './secrets.ts';
export { listSessions } from './session-list.ts';
export type { SessionState } from './sessions.ts';
export { createSession, revokeUserSessions, sessionStateColumns, tokenPair } from './sessions.ts';
export { stepUp } from './step-up.ts';
export { stepUpRoutes } from './step-up-routes.ts';
