import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useReviewResponses } from '../api/review-responses';

/**
 * Issue 20, on the learner's home before anything else: the coach responded — on which week
 * and task, approved or changes asked — with the way to it. Gone once the learner has seen it
 * (on any device); it appears without a reload when the coach responds.
 */
export function ReviewResponseNotice() {
  const { t } = useTranslation('assignments');
  const { data } = useReviewResponses();
  const responses = data?.responses ?? [];
  const first = responses[0];
  const weeks = new Set(responses.map((response) => response.week));
  const isOneWeek = weeks.size === 1;
  return (
    // Always there, so a screen reader hears the notice when it appears.
    <Box role="status" sx={{ maxWidth: 960, mx: 'auto' }}>
      {first && (
        <Alert
          severity={responses.some((r) => r.outcome === 'needs-work') ? 'warning' : 'success'}
          icon={<RateReviewIcon />}
          sx={{ mb: 3 }}
        >
          <AlertTitle sx={{ fontWeight: 700 }}>
            {isOneWeek
              ? t('response.title', { week: first.week })
              : t('response.titleMany', { count: responses.length })}
          </AlertTitle>
          {responses.map((response) => {
            const outcome = t(`response.outcome.${response.outcome}`);
            return (
              <Typography key={response.answerId} variant="body2">
                {response.taskNumber === 0
                  ? t('response.answer', { week: response.week, outcome })
                  : t(isOneWeek ? 'response.task' : 'response.weekTask', {
                      week: response.week,
                      number: response.taskNumber,
                      outcome,
                    })}
              </Typography>
            );
          })}
          <Button
            component={Link}
            to={paths.dashboards.answer(first.answerId)}
            variant="contained"
            color={responses.some((r) => r.outcome === 'needs-work') ? 'warning' : 'success'}
            sx={{ mt: 1.5 }}
          >
            {t('response.open')}
          </Button>
        </Alert>
      )}
    </Box>
  );
}
