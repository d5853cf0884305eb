import type { GroupOverviewRow } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { radius } from '../../../lib/theme';

/** What a coach reads of one learner, as a card that fits a phone (390 px) without scrolling. */
export function OverviewRow({ groupId, row }: { groupId: string; row: GroupOverviewRow }) {
  const { t } = useTranslation('groups');
  const { assignments } = row;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, borderRadius: radius.lg, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem', flexGrow: 1 }}>
          <Link component={RouterLink} to={paths.dashboards.groupLearner(groupId, row.userId)}>
            {row.firstName} {row.lastName}
          </Link>
        </Typography>
        <Chip
          size="small"
          label={
            row.currentWeek === null
              ? t('row.notStarted')
              : t('row.week', { number: row.currentWeek })
          }
        />
        {row.isBehind && <Chip size="small" color="warning" label={t('row.behind')} />}
        {row.imiFlags.unseen > 0 && (
          <Chip
            size="small"
            sx={{ bgcolor: 'error.dark', color: 'common.white' }}
            label={t('row.flags', { count: row.imiFlags.unseen })}
          />
        )}
      </Box>
      <Box
        component="ul"
        sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}
      >
        <Typography component="li" variant="body2">
          {t('row.modules', { done: row.modulesDone, total: row.modulesTotal })}
          {' · '}
          {row.averageScore === null
            ? t('row.noScore')
            : t('row.score', { score: row.averageScore })}
        </Typography>
        <Typography component="li" variant="body2">
          {t('row.decks', { done: row.decksDone, total: row.decksTotal })}
          {' · '}
          {t(row.isCurrentDeckDone ? 'row.deckDone' : 'row.deckOpen')}
        </Typography>
        <Typography component="li" variant="body2">
          {t('row.assignments', {
            open: assignments.open,
            submitted: assignments.submitted,
            approved: assignments.approved,
            needsChanges: assignments.needsChanges,
          })}
        </Typography>
        <Typography component="li" variant="body2" color="text.secondary">
          {row.lastActiveAt
            ? t('row.lastActive', { when: formatDate(row.lastActiveAt, 'dateTime') })
            : t('row.neverActive')}
          {row.openedEarlyThroughWeek !== null &&
            ` · ${t('row.openedEarly', { number: row.openedEarlyThroughWeek })}`}
        </Typography>
      </Box>
    </Paper>
  );
}
