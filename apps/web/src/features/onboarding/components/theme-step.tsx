import type { SwipeChoice } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { Panel } from '../../../components/layout/panel';
import { Screen } from '../../../components/layout/screen';
import { SwipeCard } from '../../../components/swipe/swipe-card';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api-error';
import { useLocalized } from '../../../lib/localized';
import { useSaveThemes, useThemes } from '../api/onboarding';
import { useThemeDraft } from '../hooks/use-theme-draft';
import { OnboardingSteps } from './onboarding-steps';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { radius } from '../../../lib/theme';

type Themes = NonNullable<ReturnType<typeof useThemes>['data']>;

/** /onboarding/step2: swipe each theme as important to you or not, then the summary. */
export function ThemeStep() {
  const { t } = useTranslation('onboarding');
  const query = useThemes();
  return (
    <Screen title={t('themes.title')} intro={t('themes.intro')} width={640}>
      <OnboardingSteps active={1} />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        errorText={t('loadFailed')}
        onRetry={() => void query.refetch()}
      >
        {query.data && <ThemeChoices data={query.data} />}
      </QueryState>
    </Screen>
  );
}

function ThemeChoices({ data }: { data: Themes }) {
  const { t } = useTranslation(['onboarding', 'errors']);
  const pick = useLocalized();
  const navigate = useNavigate();
  const save = useSaveThemes();
  // Choices made before (a reload, a second visit) are kept.
  const { choices, setChoices, clear } = useThemeDraft(
    data.themes.map((theme) => theme.id),
    data.choices,
  );
  const [announcement, setAnnouncement] = useState('');
  const position = data.themes.findIndex((theme) => !choices[theme.id]);
  const current = data.themes[position];

  const choose = (choice: SwipeChoice) => {
    if (!current) return;
    setChoices((before) => ({ ...before, [current.id]: choice }));
    setAnnouncement(
      t(choice === 'agree' ? 'themes.chosenImportant' : 'themes.chosenLess', {
        theme: pick(current.title),
      }),
    );
  };
  const undo = () => {
    const last = data.themes[(position === -1 ? data.themes.length : position) - 1];
    if (!last) return;
    setChoices(({ [last.id]: _taken, ...rest }) => rest);
    setAnnouncement(t('themes.undone', { theme: pick(last.title) }));
  };

  const important = data.themes.filter((theme) => choices[theme.id] === 'agree');
  return (
    <>
      {current ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography id="theme-progress" variant="body2">
            {t('themes.progress', { number: position + 1, total: data.themes.length })}
          </Typography>
          <SwipeCard
            cardKey={current.id}
            labels={{
              agree: t('themes.important'),
              disagree: t('themes.less'),
              undo: t('themes.undo'),
              card: t('themes.card'),
            }}
            onChoose={choose}
            onUndo={position > 0 ? undo : undefined}
          >
            {current.image && (
              <Box
                component="img"
                src={current.image.url}
                alt={pick(current.image.alt)}
                draggable={false}
                sx={{ width: 96, height: 96, borderRadius: radius.lg, justifySelf: 'center' }}
              />
            )}
            <Typography variant="h2" component="p" sx={{ textAlign: 'center' }}>
              {pick(current.title)}
            </Typography>
            <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
              {pick(current.intro)}
            </Typography>
          </SwipeCard>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('themes.keyboardHint')}
          </Typography>
        </Box>
      ) : (
        <Panel title={t('themes.wellDone')}>
          <Typography>
            {important.length ? t('themes.summary') : t('themes.summaryNone')}
          </Typography>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
            {important.map((theme) => (
              <Box component="li" key={theme.id} sx={{ listStyle: 'none' }}>
                <Chip label={pick(theme.title)} color="primary" variant="outlined" />
              </Box>
            ))}
          </Box>
          {save.isError && (
            <Alert severity="error" role="alert">
              {t(`errors:${toApiError(save.error).code}`)}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              size="large"
              loading={save.isPending}
              onClick={() =>
                save.mutate(choices, {
                  onSuccess: () => {
                    clear();
                    void navigate(paths.onboarding.step3);
                  },
                })
              }
            >
              {t('themes.continue')}
            </Button>
            <Button onClick={() => setChoices({})}>{t('themes.again')}</Button>
          </Box>
        </Panel>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}
