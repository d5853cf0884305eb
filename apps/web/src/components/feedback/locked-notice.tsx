import LockIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates';

/** Spec §8's locked notice, with the moment it opens in Dutch date format. */
export function LockedNotice({ unlocksAt, text }: { unlocksAt: string | null; text?: string }) {
  const { t } = useTranslation('modules');
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}>
      <LockIcon fontSize="small" aria-hidden sx={{ mt: '2px' }} />
      <Typography variant="body2">
        {text && `${text} `}
        {unlocksAt
          ? t('lockedUntil', { date: formatDate(unlocksAt, 'weekdayDateTime') })
          : t('lockedAfterOnboarding')}
      </Typography>
    </Box>
  );
}
