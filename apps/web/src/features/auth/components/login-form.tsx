import type { LoginInput } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/form/password-field';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api-error';
import { useSignInWithPassword } from '../api/sign-in-with-password';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useFormError } from '../../../components/form/use-form-error';
import { lazyResolver } from '../../../components/form/lazy-resolver';
import { AuthCard } from './auth-card';
import { SsoButtons } from './sso-buttons';
import { SubmitButton } from './submit-button';
import { EmailField } from './email-field';
import { TextLink } from './text-link';

const login = lazyResolver<LoginInput>(async () => {
  const [{ zodResolver }, { loginSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@leerloop/contracts/auth/sign-in-with-password'),
  ]);
  return zodResolver(loginSchema);
});

export function LoginForm() {
  const { t } = useTranslation('auth');
  const finishSignIn = useFinishSignIn();
  const navigate = useNavigate();
  const signIn = useSignInWithPassword();
  const { control, handleSubmit, setError } = useForm<LoginInput>({
    resolver: login.resolver,
    defaultValues: { email: '', password: '' },
  });
  const formError = useFormError(setError, ['email', 'password']);

  const onSubmit = handleSubmit(async (input) => {
    formError.clear();
    try {
      await finishSignIn(await signIn.mutateAsync(input));
    } catch (error) {
      // Not confirmed yet: a fresh code is on its way; go and type it.
      const { code } = toApiError(error);
      if (code === 'EMAIL_NOT_VERIFIED') {
        return navigate(`${paths.auth.verifyAccount}?email=${encodeURIComponent(input.email)}`);
      }
      // A browser never seen before, or many failed sign-ins for this account (issue 18): the
      // e-mailed code finishes the sign-in.
      if (code === 'NEW_DEVICE' || code === 'SIGN_IN_CODE_REQUIRED') {
        return navigate(
          `${paths.auth.otpCode}?notice=${code}&email=${encodeURIComponent(input.email)}`,
        );
      }
      // Spec §4: a reset for security reasons; its code is in the mail already.
      if (code === 'PASSWORD_RESET_REQUIRED') {
        return navigate(
          `${paths.auth.loginResetPassword}?email=${encodeURIComponent(input.email)}`,
        );
      }
      formError.show(error);
    }
  });

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      error={formError.message}
      footer={
        <>
          <TextLink to={paths.auth.forgotPassword}>{t('login.forgot')}</TextLink>
          <TextLink to={paths.auth.otpCode}>{t('login.withCode')}</TextLink>
          <TextLink to={paths.auth.loginFactorOne}>{t('login.withLink')}</TextLink>
          <TextLink to={paths.auth.loginPhoneCode}>{t('login.withPhone')}</TextLink>
          <span>
            {t('login.noAccount')}{' '}
            <TextLink to={paths.auth.register}>{t('login.register')}</TextLink>
          </span>
        </>
      }
    >
      <SsoButtons flow="login" />
      <Box component="form" noValidate onSubmit={onSubmit} onFocus={login.preload}>
        <EmailField name="email" control={control} />
        <PasswordField
          name="password"
          control={control}
          label={t('password')}
          autoComplete="current-password"
        />
        <SubmitButton isPending={signIn.isPending}>{t('login.submit')}</SubmitButton>
      </Box>
    </AuthCard>
  );
}
