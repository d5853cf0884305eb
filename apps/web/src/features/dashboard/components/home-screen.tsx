import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { useSessionUser } from '../../../lib/session';
import { radius } from '../../../lib/theme';

/** /dashboards: the learner's start screen, with the ask-a-question button (spec §2) and the week. */
export function HomeScreen({ programme }: { programme: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const user = useSessionUser();
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h1" component="h1">
        {t('greeting', { name: user?.firstName ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('today', { date: formatDate(new Date()) })}
      </Typography>
      <Paper
        sx={{
          mt: 3,
          p: 3,
          borderRadius: radius.xl,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          justifyContent: 'space-between',
        }}
      >
        <Typography>{t('askHint')}</Typography>
        <Button
          component={Link}
          to={paths.dashboards.ai}
          variant="contained"
          size="large"
          startIcon={<ChatIcon />}
        >
          {t('ask')}
        </Button>
      </Paper>
      {programme}
    </Box>
  );
}
