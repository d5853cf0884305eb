import { endpoint } from '../endpoint.ts';
import { themesResponse } from './onboarding-views.ts';

/** Onboarding step 2: the programme's themes and the learner's choices so far. */
export const getThemes = endpoint({
  method: 'GET',
  path: '/themes',
  response: themesResponse,
});
