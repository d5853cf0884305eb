import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/session';

interface Props {
  /** What waits for the coach or admin: answers, Imi's flags, domains — most urgent first. */
  waiting: ReactNode;
  organizations: ReactNode;
  /** Their own week, only when they follow the programme themselves. */
  ownWeek?: ReactNode;
}

/**
 * /dashboards for a coach or a platform admin (decision 029): what waits for them and their
 * organisations — a learner's things only when they are a learner too.
 */
export function CoachHome({ waiting, organizations, ownWeek }: Props) {
  const { t } = useTranslation('dashboard');
  const user = useSessionUser();
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {t('greeting', { name: user?.firstName ?? '' })}
        </Typography>
        <Typography color="text.secondary">{t('coach.intro')}</Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {waiting}
      </Box>
      {organizations}
      {ownWeek && (
        <Box component="section" aria-labelledby="own-week" sx={{ display: 'grid', gap: 2 }}>
          <Typography id="own-week" variant="h2" component="h2">
            {t('coach.ownWeek')}
          </Typography>
          {ownWeek}
        </Box>
      )}
    </Box>
  );
}
