import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Celebration, popIn, riseIn } from '../../../components/feedback/celebration';
import { Screen } from '../../../components/layout/screen';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { useFinishOnboarding } from '../api/onboarding';
import { OnboardingSteps } from './onboarding-steps';
import { radius } from '../../../lib/theme';

/**
 * /onboarding/step3: the reward page — the badge pops in with confetti (still with reduced
 * motion); going on starts the programme (finishing onboarding).
 */
export function RewardStep() {
  const { t } = useTranslation(['onboarding', 'errors']);
  const user = useSessionUser();
  const navigate = useNavigate();
  const finish = useFinishOnboarding();
  return (
    <Screen width={640}>
      <OnboardingSteps active={2} />
      <Paper
        sx={{
          p: { xs: 3, sm: 5 },
          borderRadius: radius.xl,
          textAlign: 'center',
          display: 'grid',
          gap: 2,
        }}
      >
        <Celebration />
        <Box
          aria-hidden
          sx={{
            ...popIn,
            mx: 'auto',
            width: 120,
            height: 120,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'warning.light',
          }}
        >
          <EmojiEventsIcon sx={{ fontSize: 72, color: 'warning.dark' }} />
        </Box>
        <Typography variant="h1" sx={riseIn(200)}>
          {t('reward.title', { name: user?.firstName ?? '' })}
        </Typography>
        <Typography sx={riseIn(350)}>{t('reward.badge')}</Typography>
        <Typography color="text.secondary" sx={riseIn(500)}>
          {t('reward.next')}
        </Typography>
        {finish.isError && <FinishError error={finish.error} />}
        <Button
          variant="contained"
          size="large"
          loading={finish.isPending}
          onClick={() =>
            finish.mutate(undefined, {
              onSuccess: () => void navigate(paths.dashboards.home, { replace: true }),
            })
          }
          sx={{ justifySelf: 'center' }}
        >
          {t('reward.start')}
        </Button>
      </Paper>
    </Screen>
  );
}

/** Why the programme did not start; for a step not done yet, the way back to it. */
function FinishError({ error }: { error: Error }) {
  const { t } = useTranslation(['onboarding', 'errors']);
  const { code, issues } = toApiError(error);
  const missing = issues.find((issue) => issue.path === 'code' || issue.path === 'themes')?.path;
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        missing && (
          <Button
            component={Link}
            to={missing === 'code' ? paths.onboarding.step1 : paths.onboarding.step2}
            color="inherit"
            size="small"
          >
            {t(missing === 'code' ? 'reward.toCode' : 'reward.toThemes')}
          </Button>
        )
      }
    >
      {t(`errors:${code}`)}
    </Alert>
  );
}
