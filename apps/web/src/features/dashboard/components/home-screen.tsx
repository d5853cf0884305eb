import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RenderApart } from '../../../components/layout/render-apart';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { useSessionUser } from '../../../lib/session';
import { radius } from '../../../lib/theme';

interface Props {
  /** What is new for the learner (an assignment, a chapter): above the next step, kept short. */
  notices?: ReactNode;
  /**
   * Whether what is new or the week is still being asked. Until then the rest waits unseen (it
   * loads meanwhile), so a notice or the week arriving late cannot push what is below it down
   * (issue 22: CLS).
   */
  isPending?: boolean;
  /** The week: its next step first, then the rest. */
  programme: ReactNode;
}

/**
 * /dashboards for a learner (decision 029): a short greeting, what is new, then the week's one
 * next step and the rest of the week; the ask-a-question button (spec §2) closes the screen.
 */
export function HomeScreen({ notices, isPending = false, programme }: Props) {
  const { t } = useTranslation('dashboard');
  const user = useSessionUser();
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {t('greeting', { name: user?.firstName ?? '' })}
        </Typography>
        <Typography color="text.secondary">
          {t('today', { date: formatDate(new Date()) })}
        </Typography>
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, visibility: isPending ? 'hidden' : undefined }}
        aria-busy={isPending || undefined}
      >
        <RenderApart name="notices">{notices}</RenderApart>
        <RenderApart name="programme">{programme}</RenderApart>
        {/* Last, in a task of its own once the week is there: nothing can appear above it. */}
        {!isPending && (
          <RenderApart name="ask Imi">
            <AskImi />
          </RenderApart>
        )}
      </Box>
    </Box>
  );
}

/** Spec §2: the start screen's ask-a-question button. */
function AskImi() {
  const { t } = useTranslation('dashboard');
  return (
    <Paper
      sx={{
        mt: 2,
        p: { xs: 2, sm: 3 },
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
        variant="outlined"
        size="large"
        startIcon={<ChatIcon />}
      >
        {t('ask')}
      </Button>
    </Paper>
  );
}
