import List from '@mui/material/List';
import { FilterToggle } from '../../../components/form/filter-toggle';
import { Screen } from '../../../components/layout/screen';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AnswerStatusChip } from '../../../components/feedback/answer-status-chip';
import { QueryState } from '../../../components/feedback/query-state';
import { Pagination, usePageCursor } from '../../../components/lists/pagination';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { useLocalized } from '../../../lib/localized';
import { type ReviewFilter, useReviewList } from '../api/review';
import { ImiFlags } from './imi-flags';
import { radius } from '../../../lib/theme';

const filters: ReviewFilter[] = ['submitted', 'needs-work', 'approved', 'all'];

/** The coach's inbox: answers of their learners, the ones to review first. */
export function ReviewList() {
  const { t } = useTranslation(['review', 'modules']);
  const pick = useLocalized();
  const [status, setStatus] = useState<ReviewFilter>('submitted');
  const [cursor, setCursor] = usePageCursor(status);
  const query = useReviewList(status, cursor);
  const answers = query.data?.answers ?? [];
  return (
    <Screen title={t('title')} intro={t('intro')}>
      <ImiFlags />
      <FilterToggle
        label={t('filter')}
        value={status}
        options={filters}
        labelOf={(value) => t(`filters.${value}`)}
        onChange={setStatus}
      />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        errorText={t('loadFailed')}
        onRetry={() => void query.refetch()}
      >
        {answers.length === 0 ? (
          <Typography role="status">{t('empty')}</Typography>
        ) : (
          <Paper sx={{ borderRadius: radius.xl }}>
            <List>
              {answers.map((answer) => (
                <ListItem key={answer.id} disablePadding>
                  <ListItemButton
                    component={Link}
                    to={paths.dashboards.reviewAnswer(answer.id)}
                    sx={{ gap: 2, flexWrap: 'wrap' }}
                  >
                    <ListItemText
                      primary={`${answer.learner.firstName} ${answer.learner.lastName}`}
                      secondary={`${t('modules:weekOf', { number: answer.week, title: pick(answer.assignmentTitle) })} · ${t(answer.file ? `kinds.${answer.file.kind}` : 'kinds.typed')} · ${formatDate(answer.submittedAt, 'dateTime')}`}
                    />
                    <AnswerStatusChip status={answer.status} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
        )}
        {query.data && (
          <Pagination page={query.data.page} shown={answers.length} onPage={setCursor} />
        )}
      </QueryState>
    </Screen>
  );
}
