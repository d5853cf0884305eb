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
  const notices = [
    assignment && {
      severity: 'info' as const,
      text: t('notice.assignment', { week: assignment.week, title: pick(assignment.title) }),
      to: paths.dashboards.assignments,
      action: t('notice.open'),
    },
    chapter && {
      severity: 'success' as const,
      text: t('notice.chapter', { week: chapter.week, title: pick(chapter.title) }),
      to: paths.dashboards.story,
      action: t('notice.read'),
    },
  ].filter((notice) => !!notice);
  if (!notices.length) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} role="status">
      {notices.map((notice) => (
        <Alert
          key={notice.to}
          severity={notice.severity}
          action={
            <Button component={Link} to={notice.to} color="inherit">
              {notice.action}
            </Button>
          }
        >
          {notice.text}
        </Alert>
      ))}
    </Stack>
  );
}
