import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Panel } from '../../../components/layout/panel';
import { Screen } from '../../../components/layout/screen';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api-error';
import { useCheckUser } from '../api/onboarding';
import { OnboardingSteps } from './onboarding-steps';

/**
 * /onboarding/step1: the access code of the learner's organisation joins them to it. Someone
 * who joined already (`ready` says how) goes on without one; `aside` shows what waits for them
 * (invitations, suggestions of their address's domain).
 */
export function AccessCodeStep({
  ready = null,
  aside = null,
}: {
  ready?: string | null;
  aside?: ReactNode;
}) {
  const { t } = useTranslation(['onboarding', 'errors', 'validation', 'common']);
  const navigate = useNavigate();
  const checkUser = useCheckUser();
  const [code, setCode] = useState('');
  const [isEmpty, setEmpty] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setEmpty(!trimmed);
    if (!trimmed) return;
    checkUser.mutate(trimmed, {
      onSuccess: () => void navigate(paths.onboarding.step2),
    });
  };
  const apiError = checkUser.error ? toApiError(checkUser.error) : undefined;
  const fieldError = isEmpty
    ? t('validation:code_required')
    : apiError?.code === 'INVALID_CODE' || apiError?.code === 'VALIDATION_ERROR'
      ? t('errors:INVALID_CODE')
      : undefined;

  return (
    <Screen title={t('code.title')} intro={t('code.intro')} width={640}>
      <OnboardingSteps active={0} />
      {ready && (
        <Panel title={t('code.joinedHeading')}>
          <Typography>{ready}</Typography>
          <Button
            variant="contained"
            size="large"
            onClick={() => void navigate(paths.onboarding.step2)}
            sx={{ justifySelf: 'start' }}
          >
            {t('code.submit')}
          </Button>
        </Panel>
      )}
      {aside}
      <Panel title={t(ready ? 'code.anotherHeading' : 'code.heading')}>
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label={t('code.label')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError ?? t('code.help')}
            autoComplete="off"
            autoFocus={!ready}
            slotProps={{
              htmlInput: {
                autoCapitalize: 'characters',
                maxLength: 64,
                dir: 'ltr',
                style: { textTransform: 'uppercase', letterSpacing: '0.2em' },
              },
            }}
          />
          {apiError && !fieldError && (
            <Alert severity="error" role="alert">
              {apiError.code === 'RATE_LIMITED' && apiError.retryAfterSeconds
                ? t('common:rateLimited', { minutes: Math.ceil(apiError.retryAfterSeconds / 60) })
                : t(`errors:${apiError.code}`)}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={checkUser.isPending}
            sx={{ justifySelf: 'start' }}
          >
            {t('code.submit')}
          </Button>
        </Box>
      </Panel>
    </Screen>
  );
}
