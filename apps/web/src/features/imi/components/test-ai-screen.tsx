import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/layout/panel';
import { Screen } from '../../../components/layout/screen';
import { toApiError } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { useImiTrial } from '../api/imi';
import { radius } from '../../../lib/theme';

/**
 * /test-ai: for platform admins, one prompt through Imi as configured — which provider and
 * model, how long to the first words and to the end, and the raw pieces. Others are told it is
 * not for them (the server refuses them too).
 */
export function TestAiScreen() {
  const { t, i18n } = useTranslation(['imi', 'errors']);
  const user = useSessionUser();
  const trial = useImiTrial();
  const [prompt, setPrompt] = useState(t('test.example'));
  if (!user?.isPlatformAdmin)
    return (
      <Screen title={t('test.title')} width={720}>
        <Alert severity="info">{t('test.onlyAdmins')}</Alert>
      </Screen>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    trial.mutate({ prompt, language: i18n.language === 'mc' ? 'mc' : 'nl' });
  };
  const result = trial.data;
  return (
    <Screen title={t('test.title')} intro={t('test.intro')} width={880}>
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          label={t('test.prompt')}
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          fullWidth
        />
        <Button type="submit" variant="contained" loading={trial.isPending} sx={{ mt: 1 }}>
          {t('test.run')}
        </Button>
      </Box>
      {trial.isError && (
        <Alert severity="error" role="alert">
          {t(`errors:${toApiError(trial.error).code}`)}
        </Alert>
      )}
      {result && (
        <Panel title={t('test.result')}>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}
          >
            {(
              [
                ['provider', result.provider],
                ['model', result.model],
                ['outcome', result.outcome],
                ['source', result.source?.id ?? '—'],
                ['firstChunk', result.firstChunkMs === null ? '—' : `${result.firstChunkMs} ms`],
                ['total', `${result.totalMs} ms`],
              ] as const
            ).map(([key, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 700 }}>
                  {t(`test.fields.${key}`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="h3" component="h3">
            {t('test.chunks', { count: result.chunks.length })}
          </Typography>
          <Box
            component="pre"
            dir="ltr"
            sx={{
              m: 0,
              p: 2,
              bgcolor: 'background.default',
              borderRadius: radius.md,
              overflow: 'auto',
              fontSize: 13,
            }}
          >
            {result.chunks
              .map((c) => `${c.atMs.toFixed(1).padStart(8)} ms  ${JSON.stringify(c.content)}`)
              .join('\n')}
          </Box>
        </Panel>
      )}
    </Screen>
  );
}
