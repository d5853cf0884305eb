import { zodResolver } from '@hookform/resolvers/zod';
import { otpSchema, type ProfileField, profileSchema } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { CodeField } from '../../../components/form/code-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFormError } from '../../../components/form/use-form-error';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api-error';
import { enterApp } from '../../../lib/session';
import {
  useSaveNames,
  useSendPhoneCode,
  useSignUpProgress,
  useSkipPhone,
  useVerifyPhone,
} from '../api/register-continue';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';
import { TextLink } from './text-link';

/**
 * /auth/register/continue (spec §2 "continue with missing fields"): the sign-up's last steps —
 * the names the school's sign-in did not give, then the code texted to a number given at
 * sign-up (or "later") — and then into the app. A new account's confirmation link lands here.
 */
export function RegisterContinue() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const progress = useSignUpProgress(params.get('token'));
  const data = progress.data;
  const isDone = Boolean(data && data.missing.length === 0 && !data.phone);
  useEffect(() => {
    if (isDone && data) void enterApp(data.user);
  }, [isDone, data]);

  if (progress.isError) {
    const state = toApiError(progress.error).code === 'EMAIL_LINK_EXPIRED' ? 'expired' : 'failed';
    return (
      <AuthCard
        title={t(`link.${state}.title`)}
        subtitle={t(`link.${state}.body`)}
        footer={<TextLink to={paths.auth.login}>{t('backToLogin')}</TextLink>}
      />
    );
  }
  if (progress.isSuccess && !data) return <Navigate to={paths.auth.register} replace />;
  if (!data || isDone)
    return (
      <AuthCard title={t('continue.title')}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }} role="status">
          <CircularProgress aria-label={t('link.verifying')} />
        </Box>
      </AuthCard>
    );
  if (data.missing.length > 0)
    return (
      <MissingNames
        missing={data.missing}
        names={{ firstName: data.user.firstName, lastName: data.user.lastName }}
      />
    );
  return <PhoneStep phone={data.phone!} />;
}

function MissingNames({
  missing,
  names,
}: {
  missing: ProfileField[];
  names: Record<ProfileField, string>;
}) {
  const { t } = useTranslation('auth');
  const save = useSaveNames();
  const schema = profileSchema.pick({ firstName: true, lastName: true });
  const { control, handleSubmit, setError } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: names,
  });
  const formError = useFormError(setError, ['firstName', 'lastName']);
  const onSubmit = handleSubmit(formError.submit((input) => save.mutateAsync(input)));
  const autoComplete = { firstName: 'given-name', lastName: 'family-name' };
  return (
    <AuthCard
      title={t('continue.title')}
      subtitle={t('continue.namesBody')}
      error={formError.message}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        {missing.map((field, index) => (
          <FormTextField
            key={field}
            name={field}
            control={control}
            label={t(`register.${field}`)}
            autoComplete={autoComplete[field]}
            autoFocus={index === 0}
          />
        ))}
        <SubmitButton isPending={save.isPending}>{t('continue.next')}</SubmitButton>
      </Box>
    </AuthCard>
  );
}

const codeSchema = z.object({ code: otpSchema });

function PhoneStep({ phone }: { phone: { id: string; phone: string } }) {
  const { t } = useTranslation('auth');
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const skip = useSkipPhone();
  const { control, handleSubmit, setError } = useForm<z.infer<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const formError = useFormError(setError, ['code']);
  const onSend = formError.submit(() => send.mutateAsync(phone.id));
  const onVerify = handleSubmit(
    formError.submit(({ code }) => verify.mutateAsync({ id: phone.id, code })),
  );
  // Kept left-to-right inside a Darija sentence.
  const number = `\u2066${phone.phone}\u2069`;

  return (
    <AuthCard
      title={t('continue.phoneTitle')}
      subtitle={
        send.isSuccess
          ? t('continue.phoneSent', { phone: number })
          : t('continue.phoneBody', { phone: number })
      }
      error={formError.message}
    >
      {send.isSuccess ? (
        <Box component="form" noValidate onSubmit={onVerify}>
          <CodeField name="code" control={control} />
          <SubmitButton isPending={verify.isPending}>{t('continue.confirm')}</SubmitButton>
          <Button onClick={onSend} fullWidth sx={{ mt: 1 }} loading={send.isPending}>
            {t('secondStep.sms.resend')}
          </Button>
        </Box>
      ) : (
        <SubmitButton isPending={send.isPending} onClick={onSend}>
          {t('secondStep.sms.send')}
        </SubmitButton>
      )}
      <Button
        onClick={() => skip.mutate(phone.id)}
        loading={skip.isPending}
        fullWidth
        sx={{ mt: 1 }}
      >
        {t('continue.later')}
      </Button>
    </AuthCard>
  );
}
