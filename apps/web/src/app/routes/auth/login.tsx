import { lazy, Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/layout/page-spinner';
import { LoginForm } from '../../../features/auth/components/login-form';
import { paths } from '../../../config/paths';

// The steps beside and after the password form load when one is opened (issue 22).
const EmailLinkForm = lazy(async () => ({
  default: (await import('../../../features/auth/components/email-link-form')).EmailLinkForm,
}));
const EmailLinkLanding = lazy(async () => ({
  default: (await import('../../../features/auth/components/email-link-landing')).EmailLinkLanding,
}));
const PhoneCodeForm = lazy(async () => ({
  default: (await import('../../../features/auth/components/phone-code-form')).PhoneCodeForm,
}));
const ResetPasswordForm = lazy(async () => ({
  default: (await import('../../../features/auth/components/reset-password-form'))
    .ResetPasswordForm,
}));
const SecondStepForm = lazy(async () => ({
  default: (await import('../../../features/auth/components/second-step-form')).SecondStepForm,
}));
const SsoCallback = lazy(async () => ({
  default: (await import('../../../features/auth/components/sso-callback')).SsoCallback,
}));

/** Spec §2: one login page for /auth/login and its steps. */
export function Component() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token');
  if (pathname === paths.auth.login) return <LoginForm />;
  return <Suspense fallback={<PageSpinner />}>{loginStep(pathname, params, token)}</Suspense>;
}

function loginStep(pathname: string, params: URLSearchParams, token: string | null) {
  if (pathname === paths.auth.loginFactorTwo) return <SecondStepForm />;
  if (pathname === paths.auth.loginSsoCallback) return <SsoCallback />;
  if (pathname === paths.auth.loginResetPassword) return <ResetPasswordForm isRequired />;
  if (pathname === paths.auth.loginFactorOne) {
    if (token) return <EmailLinkLanding token={token} />;
    return params.get('method') === 'phone' ? <PhoneCodeForm /> : <EmailLinkForm />;
  }
  return <LoginForm />;
}
