// What this feature's API calls declare, loaded with its first call (issue 22): the screens
// that show it paint without zod and the schemas.
export {
  banUser,
  getAdminUsers,
  getSystemStatus,
  impersonateUser,
  requirePasswordReset,
  stopImpersonating,
  unbanUser,
  unlockUser,
} from '@leerloop/contracts';
