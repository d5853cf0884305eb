import type { RegisterInput } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import { PasswordStrengthMeter } from '../../../components/form/password-strength-meter';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api-error';
import { storedLanguage } from '../../../lib/i18n';
import { useCaptchaSolution } from '../api/captcha';
import { useSignUp } from '../api/sign-up';
import { useFormError } from '../../../components/form/use-form-error';
import { lazyResolver } from '../../../components/form/lazy-resolver';
import { AuthCard } from './auth-card';
import { SsoButtons } from './sso-buttons';
import { SubmitButton } from './submit-button';
import { EmailField } from './email-field';
import { TextLink } from './text-link';

const register = lazyResolver<RegisterInput>(async () => {
  const [{ zodResolver }, { registerSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@leerloop/contracts/auth/sign-up'),
  ]);
  return zodResolver(registerSchema);
});

export function RegisterForm() {
  const { t } = useTranslation(['auth', 'widget']);
  const navigate = useNavigate();
  const signUp = useSignUp();
  const captcha = useCaptchaSolution();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<RegisterInput>({
    resolver: register.resolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      birthYear: '',
      email: '',
      password: '',
      phone: '',
    },
  });
  const [password, email, firstName, lastName] = useWatch({
    control,
    name: ['password', 'email', 'firstName', 'lastName'],
  });
  const formError = useFormError(setError, [
    'firstName',
    'lastName',
    'birthYear',
    'email',
    'password',
    'phone',
  ]);

  const onSubmit = handleSubmit(
    formError.submit(async (input) => {
      const solved = captcha.data ?? (await captcha.refetch({ cancelRefetch: false })).data;
      if (!solved) return formError.showText(t('widget:captcha_unavailable'));
      try {
        await signUp.mutateAsync({ input, language: storedLanguage(), captcha: solved });
      } catch (error) {
        // An old or refused check: a fresh one is solved for the next try.
        if (toApiError(error).reason?.startsWith('captcha')) void captcha.refetch();
        throw error;
      }
      navigate(`${paths.auth.verifyAccount}?email=${encodeURIComponent(input.email)}`);
    }),
  );

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      error={formError.message}
      footer={
        <>
          <span>
            {t('register.haveAccount')}{' '}
            <TextLink to={paths.auth.login}>{t('register.login')}</TextLink>
          </span>
          {/* Issue 18: what signing up agrees to, and what is kept, before the account exists. */}
          <span>
            {t('register.agree')} <TextLink to={paths.terms}>{t('register.terms')}</TextLink>.{' '}
            {t('register.readPrivacy')}{' '}
            <TextLink to={paths.privacy}>{t('register.privacy')}</TextLink>.
          </span>
        </>
      }
    >
      <SsoButtons flow="register" />
      <Box component="form" noValidate onSubmit={onSubmit} onFocus={register.preload}>
        <FormTextField
          name="firstName"
          control={control}
          label={t('register.firstName')}
          autoComplete="given-name"
        />
        <FormTextField
          name="lastName"
          control={control}
          label={t('register.lastName')}
          autoComplete="family-name"
        />
        {/* Issue 18: under 16 without a school, a parent consents before uploads and Imi. */}
        <FormTextField
          name="birthYear"
          control={control}
          label={t('register.birthYear')}
          helperText={t('register.birthYearHint')}
          autoComplete="bday-year"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, dir: 'ltr' } }}
        />
        <EmailField name="email" control={control} />
        <PasswordField
          name="password"
          control={control}
          label={t('password')}
          autoComplete="new-password"
          describedBy="register-password-strength"
        />
        <PasswordStrengthMeter
          id="register-password-strength"
          password={password}
          userInputs={[email, firstName, lastName]}
        />
        <FormTextField
          name="phone"
          control={control}
          label={t('register.phone')}
          helperText={t('register.phoneHint')}
          type="tel"
          autoComplete="tel"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        {/* Busy from the click on: the bot check may still be solving. */}
        <SubmitButton isPending={isSubmitting}>{t('register.submit')}</SubmitButton>
      </Box>
    </AuthCard>
  );
}
