import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '../../../components/layout/page-spinner';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { paths } from '../../../config/paths';

// The steps after the form load when one is opened (issue 22).
const RegisterContinue = lazy(async () => ({
  default: (await import('../../../features/auth/components/register-continue')).RegisterContinue,
}));
const SsoCallback = lazy(async () => ({
  default: (await import('../../../features/auth/components/sso-callback')).SsoCallback,
}));

/** Spec §2: one register page for /auth/register and its steps. */
export function Component() {
  const { pathname } = useLocation();
  if (pathname === paths.auth.registerSsoCallback || pathname === paths.auth.registerContinue)
    return (
      <Suspense fallback={<PageSpinner />}>
        {pathname === paths.auth.registerContinue ? <RegisterContinue /> : <SsoCallback />}
      </Suspense>
    );
  return <RegisterForm />;
}
