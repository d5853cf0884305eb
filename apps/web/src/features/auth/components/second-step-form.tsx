import { zodResolver } from '@hookform/resolvers/zod';
import { backupCodeSchema, otpSchema, type SecondStepMethod } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CodeField } from '../../../components/form/code-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api-error';
import { completeSignIn } from '../../../lib/session';
import {
  useSecondStepMethods,
  useSendSecondStepText,
  useVerifySecondStep,
} from '../api/second-step';
import { useFormError } from '../../../components/form/use-form-error';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';
import { TextLink } from './text-link';

const schemas = {
  sms: z.object({ code: otpSchema }),
  totp: z.object({ code: otpSchema }),
  backup: z.object({ code: backupCodeSchema }),
} satisfies Record<SecondStepMethod, z.ZodType>;

/**
 * /auth/login/factor-two: after the right password, a code texted to the primary number (the
 * default when it is on), the authenticator app's code — or one of the backup codes.
 */
export function SecondStepForm() {
  const { t } = useTranslation('auth');
  const available = useSecondStepMethods();
  const [chosen, setChosen] = useState<SecondStepMethod | null>(null);
  const verify = useVerifySecondStep();
  const sendText = useSendSecondStepText();
  const methods: SecondStepMethod[] = available.data
    ? [
        ...available.data.methods,
        ...(available.data.methods.includes('totp') ? (['backup'] as const) : []),
      ]
    : [];
  const method = chosen ?? methods[0] ?? 'totp';
  const { control, handleSubmit, setError, reset } = useForm<{ code: string }>({
    resolver: zodResolver(schemas[method]),
    defaultValues: { code: '' },
  });
  const formError = useFormError(setError, ['code']);

  const [isImpossible, setImpossible] = useState(false);
  const onSubmit = handleSubmit(
    formError.submit(async ({ code }) => {
      try {
        const userId = await verify.mutateAsync({ method, code });
        await completeSignIn(userId);
      } catch (error) {
        // Too many wrong codes: the second step is locked, so no way in is left for now.
        if (toApiError(error).code === 'SECOND_STEP_LOCKED') setImpossible(true);
        throw error;
      }
    }),
  );
  const onSendText = formError.submit(async () => {
    await sendText.mutateAsync();
  });

  const switchTo = (next: SecondStepMethod) => {
    setChosen(next);
    reset({ code: '' });
    formError.clear();
  };

  const backToLogin = <TextLink to={paths.auth.login}>{t('backToLogin')}</TextLink>;
  // The sign-in under way has ended (or never began): start again with the password.
  const hasNoMethod = available.isError || (available.isSuccess && methods.length === 0);
  if (isImpossible)
    return (
      <AuthCard
        title={t('secondStep.impossible.title')}
        subtitle={t('secondStep.impossible.body')}
        footer={backToLogin}
      />
    );
  if (hasNoMethod)
    return (
      <AuthCard
        title={t('secondStep.title')}
        subtitle={t('secondStep.expired')}
        footer={backToLogin}
      />
    );
  if (!available.data)
    return (
      <AuthCard title={t('secondStep.title')} footer={backToLogin}>
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress aria-label={t('secondStep.title')} />
        </Box>
      </AuthCard>
    );

  const hint = available.data.phoneHint ?? '';
  const isWaitingForText = method === 'sms' && !sendText.isSuccess;
  return (
    <AuthCard
      title={t('secondStep.title')}
      subtitle={
        method === 'sms' && sendText.isSuccess
          ? t('secondStep.sms.sent', { hint })
          : t(`secondStep.${method}.body`, { hint })
      }
      error={formError.message}
      footer={backToLogin}
    >
      {isWaitingForText ? (
        <SubmitButton isPending={sendText.isPending} onClick={onSendText}>
          {t('secondStep.sms.send')}
        </SubmitButton>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit}>
          {method === 'backup' ? (
            <FormTextField
              key="backup"
              name="code"
              control={control}
              label={t('secondStep.backup.label')}
              autoComplete="off"
              autoFocus
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
            />
          ) : (
            <CodeField key={method} name="code" control={control} />
          )}
          <SubmitButton isPending={verify.isPending}>{t('secondStep.submit')}</SubmitButton>
          {method === 'sms' && (
            <Button onClick={onSendText} fullWidth sx={{ mt: 1 }} loading={sendText.isPending}>
              {t('secondStep.sms.resend')}
            </Button>
          )}
        </Box>
      )}
      {methods
        .filter((other) => other !== method)
        .map((other) => (
          <Button key={other} onClick={() => switchTo(other)} fullWidth sx={{ mt: 1 }}>
            {t(`secondStep.${other}.use`)}
          </Button>
        ))}
    </AuthCard>
  );
}
