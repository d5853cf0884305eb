import { zodResolver } from '@hookform/resolvers/zod';
import { backupCodeSchema, otpSchema, type SecondStepMethod } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CodeField } from '../../../components/form/code-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api-error';
import { completeSignIn } from '../../../lib/session';
import { useVerifySecondStep } from '../api/second-step';
import { useFormError } from '../../../components/form/use-form-error';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';
import { TextLink } from './text-link';

const schemas = {
  totp: z.object({ code: otpSchema }),
  backup: z.object({ code: backupCodeSchema }),
} satisfies Record<SecondStepMethod, z.ZodType>;

/**
 * /auth/login/factor-two: after the right password, the code from the authenticator app — or,
 * without the phone, one of the backup codes (each works once).
 */
export function SecondStepForm() {
  const { t } = useTranslation('auth');
  const [method, setMethod] = useState<SecondStepMethod>('totp');
  const verify = useVerifySecondStep();
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
        if (toApiError(error).code === 'RATE_LIMITED') setImpossible(true);
        throw error;
      }
    }),
  );

  const switchTo = (next: SecondStepMethod) => {
    setMethod(next);
    reset({ code: '' });
    formError.clear();
  };

  if (isImpossible)
    return (
      <AuthCard
        title={t('secondStep.impossible.title')}
        subtitle={t('secondStep.impossible.body')}
        footer={<TextLink to={paths.auth.login}>{t('backToLogin')}</TextLink>}
      />
    );

  return (
    <AuthCard
      title={t('secondStep.title')}
      subtitle={t(`secondStep.${method}.body`)}
      error={formError.message}
      footer={<TextLink to={paths.auth.login}>{t('backToLogin')}</TextLink>}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        {method === 'totp' ? (
          <CodeField name="code" control={control} />
        ) : (
          <FormTextField
            key="backup"
            name="code"
            control={control}
            label={t('secondStep.backup.label')}
            autoComplete="off"
            autoFocus
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
          />
        )}
        <SubmitButton isPending={verify.isPending}>{t('secondStep.submit')}</SubmitButton>
        <Button
          onClick={() => switchTo(method === 'totp' ? 'backup' : 'totp')}
          fullWidth
          sx={{ mt: 1 }}
        >
          {t(`secondStep.${method}.other`)}
        </Button>
      </Box>
    </AuthCard>
  );
}
