import ReportIcon from '@mui/icons-material/ReportProblemOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/layout/panel';
import { formatDate } from '../../../lib/dates';
import { useImiFlags, useMarkFlagSeen } from '../api/review';

/**
 * What learners told Imi about self-harm, abuse or danger. Imi gave them the help lines; the
 * coach is the trusted adult who can follow up. Shown only when there is something.
 */
export function ImiFlags() {
  const { t } = useTranslation('review');
  const flags = useImiFlags();
  const markSeen = useMarkFlagSeen();
  const list = flags.data ?? [];
  if (list.length === 0) return null;
  return (
    <Panel title={t('flags.title')}>
      <Typography color="text.secondary">{t('flags.intro')}</Typography>
      {list.map((flag) => (
        <Alert
          key={flag.id}
          severity={flag.seen ? 'info' : 'warning'}
          icon={<ReportIcon />}
          action={
            !flag.seen && (
              <Button color="inherit" onClick={() => markSeen.mutate(flag.id)}>
                {t('flags.seen')}
              </Button>
            )
          }
        >
          <Box sx={{ fontWeight: 700 }}>
            {flag.learner} · {t(`flags.categories.${flag.category}`)} ·{' '}
            {formatDate(flag.createdAt, 'dateTime')}
          </Box>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>“{flag.message}”</Typography>
        </Alert>
      ))}
    </Panel>
  );
}
