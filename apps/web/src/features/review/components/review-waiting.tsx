import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { Panel } from '../../../components/layout/panel';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { useLocalized } from '../../../lib/localized';
import { useReviewWaiting } from '../api/review';

/** How many of the first waiting answers the coach's home lists. */
const FIRST_FEW = 3;

/** The coach's home: how many answers wait for a review, the first few, and the way to all. */
export function ReviewWaiting() {
  const { t } = useTranslation(['review', 'modules']);
  const pick = useLocalized();
  const query = useReviewWaiting(FIRST_FEW);
  const total = query.data?.total ?? 0;
  return (
    <Panel title={t('home.title')}>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        errorText={t('loadFailed')}
        onRetry={() => void query.refetch()}
      >
        <Typography role="status" sx={{ fontWeight: total ? 700 : 400 }}>
          {t('home.waiting', { count: total })}
        </Typography>
        {total > 0 && (
          <List aria-label={t('home.firstFew')} disablePadding>
            {query.data?.answers.map((answer) => (
              <ListItem key={answer.id} disablePadding divider>
                <ListItemButton component={Link} to={paths.dashboards.reviewAnswer(answer.id)}>
                  <ListItemText
                    primary={`${answer.learner.firstName} ${answer.learner.lastName}`}
                    secondary={`${t('modules:weekOf', { number: answer.week, title: pick(answer.assignmentTitle) })} · ${formatDate(answer.submittedAt, 'dateTime')}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        <Box>
          <Button
            component={Link}
            to={paths.dashboards.review}
            variant={total ? 'contained' : 'outlined'}
          >
            {total > FIRST_FEW ? t('home.all', { count: total }) : t('home.open')}
          </Button>
        </Box>
      </QueryState>
    </Panel>
  );
}
