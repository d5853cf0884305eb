import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { radius } from '../../../lib/theme';
import { useSpacedReview } from '../api/spaced-review';

/**
 * Issue 24 item 5: on the home screen when questions are due, a short review of at most five;
 * nothing at all when none are (no counter, no pressure).
 */
export function SpacedReviewCard() {
  const { t } = useTranslation('modules');
  const { data: questions } = useSpacedReview();
  if (!questions?.length) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="spaced-review-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: radius.xl, display: 'grid', gap: 1 }}
    >
      <Typography id="spaced-review-title" variant="h2" sx={{ fontSize: '1.2rem' }}>
        {t('spacedReview.title')}
      </Typography>
      <Typography>{t('spacedReview.cardText', { count: questions.length })}</Typography>
      <Box>
        <Button
          component={Link}
          to={paths.dashboards.spacedReview}
          variant="contained"
          startIcon={<ReplayIcon />}
        >
          {t('spacedReview.start')}
        </Button>
      </Box>
    </Paper>
  );
}
