import { MAX_OWN_WORDS } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LockedNotice } from '../../../components/feedback/locked-notice';
import { QueryState } from '../../../components/feedback/query-state';
import { PageSpinner } from '../../../components/layout/page-spinner';
import { LongTextForm } from '../../../components/form/long-text-form';
import { Panel } from '../../../components/layout/panel';
import { Screen } from '../../../components/layout/screen';
import { paths } from '../../../config/paths';
import { useLocalized } from '../../../lib/localized';
import { usePrompt, useReflection, useSaveReflection, useStory } from '../api/story';
import { GrowthChart } from './growth-chart';
import { radius } from '../../../lib/theme';

interface Props {
  week: number;
  /** The week's modules and scores, and its answers: parts other features draw. */
  modules: ReactNode;
  answers: ReactNode;
  /** The week's swipe game and the learner's choices, when the week has one. */
  swipes?: ReactNode;
}

/**
 * /dashboards/evolution/{week}: what the learner did that week, the reflection question and
 * their reflection, and their growth over the weeks.
 */
export function EvolutionScreen({ week, modules, answers, swipes }: Props) {
  const { t } = useTranslation(['story', 'modules']);
  const pick = useLocalized();
  const story = useStory();
  const chapter = story.data?.chapters.find((c) => c.week === week);
  const isOpen = Boolean(chapter && chapter.state !== 'locked');

  return (
    <Screen>
      <QueryState
        isPending={story.isPending}
        error={story.error}
        errorText={t('loadFailed')}
        onRetry={() => void story.refetch()}
      >
        {!chapter ? (
          <Alert severity="info">
            {t('evolution.noSuchWeek')}{' '}
            <Link component={RouterLink} to={paths.dashboards.story}>
              {t('backToStory')}
            </Link>
          </Alert>
        ) : (
          <>
            <Box>
              <Typography variant="h1">{t('evolution.title', { number: week })}</Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {pick(chapter.title)}
              </Typography>
            </Box>
            <Paper sx={{ p: { xs: 2, sm: 3 }, borderRadius: radius.xl }}>
              <GrowthChart chapters={story.data!.chapters} current={week} />
            </Paper>
            {!isOpen ? (
              <LockedNotice unlocksAt={chapter.unlocksAt} text={t('locked')} />
            ) : (
              <>
                <Panel title={t('evolution.modules')}>{modules}</Panel>
                {swipes && <Panel title={t('evolution.swipes')}>{swipes}</Panel>}
                <Panel title={t('evolution.answers')}>{answers}</Panel>
                <Panel title={t('evolution.reflection')}>
                  <Reflection week={week} />
                </Panel>
                <Link component={RouterLink} to={paths.dashboards.story}>
                  {chapter.state === 'unlocked' ? t('readChapter') : t('backToStory')}
                </Link>
              </>
            )}
          </>
        )}
      </QueryState>
    </Screen>
  );
}

function Reflection({ week }: { week: number }) {
  const { t } = useTranslation('story');
  const pick = useLocalized();
  const prompt = usePrompt(week, true);
  const reflection = useReflection(week, true);
  const save = useSaveReflection();
  if (prompt.isPending || reflection.isPending) return <PageSpinner />;
  if (prompt.error || reflection.error) return <Alert severity="error">{t('loadFailed')}</Alert>;
  return (
    <>
      <Typography sx={{ fontWeight: 700 }}>{pick(prompt.data.prompt)}</Typography>
      <LongTextForm
        maxLength={MAX_OWN_WORDS}
        initial={reflection.data.text ?? ''}
        label={t('evolution.yourReflection')}
        submitLabel={t('evolution.saveReflection')}
        send={(text) => save.mutateAsync({ week, text })}
      />
    </>
  );
}
