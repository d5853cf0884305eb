import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalized } from '../../../lib/localized';
import { checkAssignmentQuery } from '../api/assignments';

/**
 * On the learner's home screen (decision 029): "you received an assignment" until the learner
 * has looked at it, and a new chapter of their story until they have read it. Read again each
 * time home shows and when the tab comes back. Not on other screens: it would follow the
 * learner into a module or the game, and sit on top of a coach's review.
 */
export function NewAssignmentNotice() {
  const { t } = useTranslation('assignments');
  const pick = useLocalized();
  const { data } = useQuery(checkAssignmentQuery());
  const assignment = data?.newAssignment;
  const chapter = data?.newChapter;
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
    <Stack spacing={1} role="status">
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
