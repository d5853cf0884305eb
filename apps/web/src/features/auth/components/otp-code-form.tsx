import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema, otpSchema } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { CodeField } from '../../../components/form/code-field';
import { paths } from '../../../config/paths';
import { useRequestOtp } from '../api/request-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useFormError } from '../../../components/form/use-form-error';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';
import { EmailField } from './email-field';
import { TextLink } from './text-link';

const emailStep = z.object({ email: emailSchema });
/** Why the login form sent the learner here with a code on its way. */
const codeNotices = ['NEW_DEVICE', 'SIGN_IN_CODE_REQUIRED'] as const;
const codeStep = z.object({ otp: otpSchema });

/** /auth/otp-code: sign in without a password, with a code e-mailed on request. */
export function OtpCodeForm() {
  const { t } = useTranslation(['auth', 'errors']);
  const finishSignIn = useFinishSignIn();
  const [params] = useSearchParams();
  // From the login form (a new device, or many failed sign-ins): the code is in the mail already.
  const notice = codeNotices.find((code) => code === params.get('notice'));
  const [email, setEmail] = useState<string | null>(notice ? params.get('email') : null);
  const request = useRequestOtp();
  const verify = useVerifyOtp();
  const emailForm = useForm<z.infer<typeof emailStep>>({
    resolver: zodResolver(emailStep),
    defaultValues: { email: '' },
  });
  const codeForm = useForm<z.infer<typeof codeStep>>({
    resolver: zodResolver(codeStep),
    defaultValues: { otp: '' },
  });
  const emailError = useFormError(emailForm.setError, ['email']);
  const codeError = useFormError(codeForm.setError, ['otp']);

  const onRequest = emailForm.handleSubmit(
    emailError.submit(async (input) => {
      await request.mutateAsync({ email: input.email, type: 'sign-in' });
      setEmail(input.email);
    }),
  );

  const onVerify = codeForm.handleSubmit(
    codeError.submit(async ({ otp }) => {
      await finishSignIn(await verify.mutateAsync({ email: email ?? '', otp, type: 'sign-in' }));
    }),
  );

  return (
    <AuthCard
      title={t('otp.title')}
      subtitle={email ? t('otp.codeStep', { email }) : t('otp.emailStep')}
      notice={notice && email ? t(`errors:${notice}`) : null}
      error={email ? codeError.message : emailError.message}
      footer={<TextLink to={paths.auth.login}>{t('backToLogin')}</TextLink>}
    >
      {email ? (
        <Box component="form" noValidate onSubmit={onVerify}>
          <CodeField name="otp" control={codeForm.control} />
          <SubmitButton isPending={verify.isPending}>{t('otp.submit')}</SubmitButton>
          <Button onClick={() => setEmail(null)} fullWidth sx={{ mt: 1 }}>
            {t('otp.otherEmail')}
          </Button>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={onRequest}>
          <EmailField name="email" control={emailForm.control} />
          <SubmitButton isPending={request.isPending}>{t('otp.send')}</SubmitButton>
        </Box>
      )}
    </AuthCard>
  );
}
