import type { StoryChapter } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { radius } from '../../../lib/theme';

/** Share of a week's work done: its modules and its assignment's tasks, 0–1. */
export const weekShare = ({ progress }: Pick<StoryChapter, 'progress'>) => {
  const total = progress.modulesTotal + progress.tasksTotal;
  return total ? (progress.modulesDone + progress.tasksAnswered) / total : 0;
};

/**
 * Growth over the weeks as simple bars, one per week, with the numbers as text too: a screen
 * reader reads the list, not the picture.
 */
export function GrowthChart({ chapters, current }: { chapters: StoryChapter[]; current?: number }) {
  const { t } = useTranslation('story');
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="h3" sx={{ mb: 1.5 }}>
        {t('chart.title')}
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: `repeat(${chapters.length}, minmax(0, 1fr))`,
          gap: 1,
          alignItems: 'end',
          height: 140,
        }}
      >
        {chapters.map((chapter) => {
          const percent = Math.round(weekShare(chapter) * 100);
          return (
            <Box
              component="li"
              key={chapter.week}
              sx={{ display: 'grid', gridTemplateRows: '1fr auto', height: '100%', gap: 0.5 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'flex-end' }}>
                <Box
                  aria-hidden
                  sx={{
                    width: '100%',
                    height: `${Math.max(percent, 3)}%`,
                    borderRadius: radius.sm,
                    bgcolor:
                      chapter.state === 'locked' ? 'action.disabledBackground' : 'primary.main',
                    opacity: current && chapter.week !== current ? 0.55 : 1,
                  }}
                />
              </Box>
              <Typography variant="caption" sx={{ textAlign: 'center' }}>
                <span aria-hidden>{t('chart.week', { number: chapter.week })}</span>
                <Box component="span" sx={visuallyHidden}>
                  {t('chart.bar', { number: chapter.week, percent })}
                </Box>
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
