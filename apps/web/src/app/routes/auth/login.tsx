import { useLocation, useSearchParams } from 'react-router';
import { EmailLinkForm } from '../../../features/auth/components/email-link-form';
import { EmailLinkLanding } from '../../../features/auth/components/email-link-landing';
import { LoginForm } from '../../../features/auth/components/login-form';
import { PhoneCodeForm } from '../../../features/auth/components/phone-code-form';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { SecondStepForm } from '../../../features/auth/components/second-step-form';
import { SsoCallback } from '../../../features/auth/components/sso-callback';
import { paths } from '../../../config/paths';

/** Spec §2: one login page for /auth/login and its steps. */
export function Component() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token');
  if (pathname === paths.auth.loginFactorTwo) return <SecondStepForm />;
  if (pathname === paths.auth.loginSsoCallback) return <SsoCallback />;
  if (pathname === paths.auth.loginResetPassword) return <ResetPasswordForm isRequired />;
  if (pathname === paths.auth.loginFactorOne) {
    if (token) return <EmailLinkLanding token={token} />;
    return params.get('method') === 'phone' ? <PhoneCodeForm /> : <EmailLinkForm />;
  }
  return <LoginForm />;
}
