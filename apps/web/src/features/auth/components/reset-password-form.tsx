import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordBody } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { CodeField } from '../../../components/form/code-field';
import { PasswordField } from '../../../components/form/password-field';
import { PasswordStrengthMeter } from '../../../components/form/password-strength-meter';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/reset-password';
import { signInWithPassword } from '../api/sign-in-with-password';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useFormError } from '../../../components/form/use-form-error';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';
import { EmailField } from './email-field';
import { TextLink } from './text-link';

type Input = z.infer<typeof resetPasswordBody>;

/** /auth/reset-password: code + new password; afterwards the user is signed in with it. */
export function ResetPasswordForm({ isRequired = false }: { isRequired?: boolean }) {
  const { t } = useTranslation('auth');
  const finishSignIn = useFinishSignIn();
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const { control, handleSubmit, setError } = useForm<Input>({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { email: params.get('email') ?? '', otp: '', password: '' },
  });
  const [password, email] = useWatch({ control, name: ['password', 'email'] });
  const formError = useFormError(setError, ['email', 'otp', 'password']);

  const onSubmit = handleSubmit(
    formError.submit(async (input) => {
      await reset.mutateAsync(input);
      // Signed in afterwards; with an authenticator on the account, its step comes first.
      await finishSignIn(
        await signInWithPassword({ email: input.email, password: input.password }),
      );
    }),
  );

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={isRequired ? t('reset.requiredBody') : t('reset.body')}
      error={formError.message}
      footer={<TextLink to={paths.auth.login}>{t('backToLogin')}</TextLink>}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <EmailField name="email" control={control} />
        <CodeField name="otp" control={control} />
        <PasswordField
          name="password"
          control={control}
          label={t('reset.newPassword')}
          autoComplete="new-password"
          describedBy="reset-password-strength"
        />
        <PasswordStrengthMeter
          id="reset-password-strength"
          password={password}
          userInputs={[email]}
        />
        <SubmitButton isPending={reset.isPending}>{t('reset.submit')}</SubmitButton>
      </Box>
    </AuthCard>
  );
}
