import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema, otpSchema } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { CodeField } from '../../../components/form/code-field';
import { paths } from '../../../config/paths';
import { useRequestEmailLink } from '../api/email-link';
import { useRequestOtp } from '../api/request-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useFormError } from '../../../components/form/use-form-error';
import { AuthCard } from './auth-card';
import { WaitingForLink } from './email-link-form';
import { SubmitButton } from './submit-button';
import { EmailField } from './email-field';
import { TextLink } from './text-link';

const schema = z.object({ email: emailSchema, otp: otpSchema });
type Input = z.infer<typeof schema>;

/**
 * /auth/verify-account: the code from the sign-up e-mail confirms the address and signs in — or,
 * asked for instead, a link (this tab waits for it). Then the sign-up's last steps
 * (/auth/register/continue).
 */
export function VerifyAccountForm() {
  const { t } = useTranslation('auth');
  const finishSignIn = useFinishSignIn();
  const [params] = useSearchParams();
  const knownEmail = params.get('email') ?? '';
  const verify = useVerifyOtp();
  const resend = useRequestOtp();
  const [notice, setNotice] = useState<string | null>(null);
  const { control, handleSubmit, setError, getValues, trigger } = useForm<Input>({
    resolver: zodResolver(schema),
    defaultValues: { email: knownEmail, otp: '' },
  });
  const formError = useFormError(setError, ['email', 'otp']);
  const navigate = useNavigate();
  const toNextStep = async () => {
    await navigate(paths.auth.registerContinue);
  };
  const sendLink = useRequestEmailLink();
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);

  const onSubmit = handleSubmit(
    formError.submit(async (input) => {
      const result = await verify.mutateAsync({ ...input, type: 'email-verification' });
      if (result.secondStep || !result.userId) return finishSignIn(result);
      await toNextStep();
    }),
  );

  const onUseLink = formError.submit(async () => {
    if (!(await trigger('email'))) return;
    await sendLink.mutateAsync(getValues('email'));
    setLinkSentTo(getValues('email'));
  });

  const onResend = formError.submit(async () => {
    setNotice(null);
    if (!(await trigger('email'))) return;
    await resend.mutateAsync({ email: getValues('email'), type: 'email-verification' });
    setNotice(t('verify.resent'));
  });

  if (linkSentTo)
    return (
      <WaitingForLink
        email={linkSentTo}
        onOtherAddress={() => setLinkSentTo(null)}
        otherLabel={t('verify.useCode')}
        onContinue={toNextStep}
      />
    );

  return (
    <AuthCard
      title={t('verify.title')}
      subtitle={knownEmail ? t('verify.body', { email: knownEmail }) : t('verify.bodyNoEmail')}
      error={formError.message}
      notice={notice}
      footer={<TextLink to={paths.auth.login}>{t('backToLogin')}</TextLink>}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        {!knownEmail && <EmailField name="email" control={control} />}
        <CodeField name="otp" control={control} />
        <SubmitButton isPending={verify.isPending}>{t('verify.submit')}</SubmitButton>
        <Button onClick={onResend} fullWidth sx={{ mt: 1 }} loading={resend.isPending}>
          {t('verify.resend')}
        </Button>
        <Button onClick={onUseLink} fullWidth sx={{ mt: 1 }} loading={sendLink.isPending}>
          {t('verify.useLink')}
        </Button>
      </Box>
    </AuthCard>
  );
}
