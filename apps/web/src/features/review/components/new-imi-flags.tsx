import ReportIcon from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { Panel } from '../../../components/layout/panel';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { useImiFlags } from '../api/review';

const FIRST_FEW = 3;

/**
 * The coach's home: Imi's safety flags nobody has marked seen, who and what about — the
 * learner's words stay on the review screen, where the coach marks them seen.
 */
export function NewImiFlags() {
  const { t } = useTranslation('review');
  const query = useImiFlags();
  const unseen = (query.data ?? []).filter((flag) => !flag.seen);
  return (
    <Panel title={t('flags.title')}>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        errorText={t('home.flagsFailed')}
        onRetry={() => void query.refetch()}
      >
        <Typography
          role="status"
          sx={{ fontWeight: unseen.length ? 700 : 400, color: unseen.length ? 'error.dark' : null }}
        >
          {t('home.newFlags', { count: unseen.length })}
        </Typography>
        {unseen.length > 0 && (
          <>
            <List aria-label={t('home.firstFewFlags')} disablePadding>
              {unseen.slice(0, FIRST_FEW).map((flag) => (
                <ListItem key={flag.id} disableGutters divider>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <ReportIcon sx={{ color: 'warning.dark' }} aria-hidden />
                  </ListItemIcon>
                  <ListItemText
                    primary={`${flag.learner} · ${t(`flags.categories.${flag.category}`)}`}
                    secondary={formatDate(flag.createdAt, 'dateTime')}
                  />
                </ListItem>
              ))}
            </List>
            <Box>
              <Button component={Link} to={paths.dashboards.review} variant="contained">
                {t('home.openFlags')}
              </Button>
            </Box>
          </>
        )}
      </QueryState>
    </Panel>
  );
}
