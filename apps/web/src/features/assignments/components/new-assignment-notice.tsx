import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalized } from '../../../lib/localized';
import { checkAssignmentQuery } from '../api/assignments';

/**
 * On every client screen: "you received an assignment" until the learner has looked at it, and
 * a new chapter of their story until they have read it. Checked on each page and on focus.
 */
export function NewAssignmentNotice() {
  const { t } = useTranslation('assignments');
  const pick = useLocalized();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { data } = useQuery(checkAssignmentQuery());
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: checkAssignmentQuery().queryKey });
  }, [pathname, queryClient]);

  const assignment = pathname !== paths.dashboards.assignments ? data?.newAssignment : null;
  const chapter = pathname !== paths.dashboards.story ? data?.newChapter : null;
  if (!assignment && !chapter) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} role="status">
      {assignment && (
        <Alert
          severity="info"
          action={
            <Button component={Link} to={paths.dashboards.assignments} color="inherit">
              {t('notice.open')}
            </Button>
          }
        >
          {t('notice.assignment', { week: assignment.week, title: pick(assignment.title) })}
        </Alert>
      )}
      {chapter && (
        <Alert
          severity="success"
          action={
            <Button component={Link} to={paths.dashboards.story} color="inherit">
              {t('notice.read')}
            </Button>
          }
        >
          {t('notice.chapter', { week: chapter.week, title: pick(chapter.title) })}
        </Alert>
      )}
    </Stack>
  );
}
