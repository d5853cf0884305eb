// What this feature's API calls declare, loaded with its first call (issue 22): the screens
// that show it paint without zod and the schemas.
export {
  decideReviewAnswer,
  getImiFlags,
  getReviewAnswer,
  listReviewAnswers,
  markImiFlagSeen,
  setAnswerInBrainfood,
} from '@leerloop/contracts';
