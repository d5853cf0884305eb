import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { useRequestOtp } from '../api/request-otp';
import { useFormError } from '../../../components/form/use-form-error';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';
import { EmailField } from './email-field';
import { TextLink } from './text-link';

const schema = z.object({ email: emailSchema });

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const request = useRequestOtp();
  const { control, handleSubmit, setError } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });
  const formError = useFormError(setError, ['email']);

  const onSubmit = handleSubmit(
    formError.submit(async ({ email }) => {
      await request.mutateAsync({ email, type: 'forget-password' });
      navigate(`${paths.auth.resetPassword}?email=${encodeURIComponent(email)}`);
    }),
  );

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.body')}
      error={formError.message}
      footer={<TextLink to={paths.auth.login}>{t('backToLogin')}</TextLink>}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <EmailField name="email" control={control} />
        <SubmitButton isPending={request.isPending}>{t('forgot.submit')}</SubmitButton>
      </Box>
    </AuthCard>
  );
}
