import { useLocation } from 'react-router';
import { RegisterContinue } from '../../../features/auth/components/register-continue';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { SsoCallback } from '../../../features/auth/components/sso-callback';
import { paths } from '../../../config/paths';

/** Spec §2: one register page for /auth/register and its steps. */
export function Component() {
  const { pathname } = useLocation();
  if (pathname === paths.auth.registerSsoCallback) return <SsoCallback />;
  if (pathname === paths.auth.registerContinue) return <RegisterContinue />;
  return <RegisterForm />;
}
