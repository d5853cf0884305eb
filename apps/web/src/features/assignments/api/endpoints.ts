// What this feature's API calls declare, loaded with its first call (issue 22): the screens
// that show it paint without zod and the schemas.
export {
  checkAnswer,
  checkMyAssignment,
  getMyAssignments,
  getTextAnswers,
  setShareConsent,
  updateAnswer,
  uploadFileAnswer,
  uploadTextAnswer,
} from '@leerloop/contracts';
