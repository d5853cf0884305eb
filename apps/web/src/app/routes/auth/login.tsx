import { useLocation } from 'react-router';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SecondStepForm } from '../../../features/auth/components/second-step-form';
import { paths } from '../../../config/paths';

/** Spec §2: one login page for /auth/login and its steps. */
export function Component() {
  const { pathname } = useLocation();
  if (pathname === paths.auth.loginFactorTwo) return <SecondStepForm />;
  return <LoginForm />;
}
