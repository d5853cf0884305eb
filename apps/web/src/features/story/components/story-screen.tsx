import { MAX_OWN_WORDS, type StoryChapter } from '@leerloop/contracts';
import { Screen } from '../../../components/layout/screen';
import AutoStoriesIcon from '@mui/icons-material/AutoStoriesOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LockedNotice } from '../../../components/feedback/locked-notice';
import { QueryState } from '../../../components/feedback/query-state';
import { LongTextForm } from '../../../components/form/long-text-form';
import { paths } from '../../../config/paths';
import { useLocalized } from '../../../lib/localized';
import { useSeenEffect } from '../../../lib/use-seen-effect';
import { useSaveOwnWords, useStory } from '../api/story';
import { GrowthChart } from './growth-chart';
import { radius } from '../../../lib/theme';

/** Mijn verhaal: a chapter per week, earned by finishing the week, with the learner's words. */
export function StoryScreen() {
  const { t } = useTranslation('story');
  const query = useStory();
  // Reading marks new chapters read: the announcement can go.
  useSeenEffect(query.dataUpdatedAt, ['check-my-assignment']);
  const chapters = query.data?.chapters ?? [];
  return (
    <Screen title={t('title')} intro={t('intro')} width={800}>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        errorText={t('loadFailed')}
        onRetry={() => void query.refetch()}
      >
        {chapters.length > 0 && <GrowthChart chapters={chapters} />}
        {chapters.map((chapter) => (
          <ChapterCard key={chapter.id} chapter={chapter} />
        ))}
      </QueryState>
    </Screen>
  );
}

function ChapterCard({ chapter }: { chapter: StoryChapter }) {
  const { t } = useTranslation(['story', 'modules']);
  const pick = useLocalized();
  const save = useSaveOwnWords();
  const headingId = `chapter-${chapter.week}`;
  const { modulesDone, modulesTotal, tasksAnswered, tasksTotal } = chapter.progress;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: radius.xl, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <AutoStoriesIcon color="primary" aria-hidden />
        <Typography id={headingId} variant="h2">
          {t('chapterOf', { number: chapter.week, title: pick(chapter.title) })}
        </Typography>
        {chapter.isNew && <Chip size="small" color="success" label={t('new')} />}
      </Box>
      {chapter.state === 'locked' && (
        <LockedNotice unlocksAt={chapter.unlocksAt} text={t('locked')} />
      )}
      {chapter.state === 'open' && (
        <Typography color="text.secondary">
          {t('earnIt', { modulesDone, modulesTotal, tasksAnswered, tasksTotal })}
        </Typography>
      )}
      {chapter.state === 'unlocked' && chapter.body && (
        <>
          {chapter.image && (
            <Box
              component="img"
              src={chapter.image.url}
              alt={pick(chapter.image.alt)}
              sx={{ maxWidth: 240 }}
            />
          )}
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{pick(chapter.body)}</Typography>
          <LongTextForm
            maxLength={MAX_OWN_WORDS}
            initial={chapter.ownWords ?? ''}
            label={t('ownWords')}
            submitLabel={t('saveOwnWords')}
            send={(text) => save.mutateAsync({ week: chapter.week, text })}
          />
        </>
      )}
      {chapter.state !== 'locked' && (
        <Link
          component={RouterLink}
          to={paths.dashboards.evolution(chapter.week)}
          sx={{ justifySelf: 'start' }}
        >
          {t('toEvolution', { number: chapter.week })}
        </Link>
      )}
    </Paper>
  );
}
