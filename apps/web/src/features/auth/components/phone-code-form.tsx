import { zodResolver } from '@hookform/resolvers/zod';
import { otpSchema, phoneSchema } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CodeField } from '../../../components/form/code-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFormError } from '../../../components/form/use-form-error';
import { paths } from '../../../config/paths';
import { useRequestPhoneCode, useVerifyPhoneCode } from '../api/phone-code';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';
import { TextLink } from './text-link';

const numberSchema = z.object({ phone: phoneSchema });
const codeSchema = z.object({ code: otpSchema });

/**
 * /auth/login/factor-one?method=phone: sign in with a code texted to a verified number of the
 * account. Any number gets the same answer, so nobody learns which numbers have an account.
 */
export function PhoneCodeForm() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useRequestPhoneCode();
  const verify = useVerifyPhoneCode();
  const finishSignIn = useFinishSignIn();
  const numberForm = useForm<z.input<typeof numberSchema>>({
    resolver: zodResolver(numberSchema),
    defaultValues: { phone: '' },
  });
  const codeForm = useForm<z.infer<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const numberError = useFormError(numberForm.setError, ['phone']);
  const codeError = useFormError(codeForm.setError, ['code']);

  const onSend = numberForm.handleSubmit(
    numberError.submit(async ({ phone }) => {
      await send.mutateAsync({ phone });
      setSentTo(phone);
    }),
  );
  const onVerify = codeForm.handleSubmit(
    codeError.submit(async ({ code }) => {
      await finishSignIn(await verify.mutateAsync({ phone: sentTo!, code }));
    }),
  );
  const onResend = codeError.submit(async () => {
    await send.mutateAsync({ phone: sentTo! });
  });

  const footer = (
    <>
      <TextLink to={paths.auth.loginFactorOne}>{t('login.withLink')}</TextLink>
      <TextLink to={paths.auth.login}>{t('backToLogin')}</TextLink>
    </>
  );

  if (!sentTo)
    return (
      <AuthCard
        title={t('phone.title')}
        subtitle={t('phone.body')}
        error={numberError.message}
        footer={footer}
      >
        <Box component="form" noValidate onSubmit={onSend}>
          <FormTextField
            name="phone"
            control={numberForm.control}
            label={t('phone.label')}
            helperText={t('phone.hint')}
            type="tel"
            autoComplete="tel"
            autoFocus
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          <SubmitButton isPending={send.isPending}>{t('phone.send')}</SubmitButton>
        </Box>
      </AuthCard>
    );

  return (
    <AuthCard
      title={t('phone.title')}
      subtitle={t('phone.sent')}
      error={codeError.message}
      footer={footer}
    >
      <Box component="form" noValidate onSubmit={onVerify}>
        <CodeField name="code" control={codeForm.control} />
        <SubmitButton isPending={verify.isPending}>{t('phone.submit')}</SubmitButton>
        <Button onClick={onResend} fullWidth sx={{ mt: 1 }} loading={send.isPending}>
          {t('secondStep.sms.resend')}
        </Button>
        <Button onClick={() => setSentTo(null)} fullWidth sx={{ mt: 1 }}>
          {t('phone.otherNumber')}
        </Button>
      </Box>
    </AuthCard>
  );
}
