import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { completeSignIn } from '../../../lib/session';

/** What a first step answers: signed in, or the authenticator's step comes next. */
export interface FirstStepResult {
  userId: string | null;
  secondStep: boolean;
}

/** After any first step (password, e-mailed code or link): into the app, or the second step. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  return async ({ userId, secondStep }: FirstStepResult) => {
    if (secondStep || !userId) return navigate(paths.auth.loginFactorTwo);
    await completeSignIn(userId);
  };
}
