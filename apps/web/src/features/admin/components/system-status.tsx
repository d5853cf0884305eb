import type { SystemStatus as Status } from '@leerloop/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback/query-state';
import { Panel } from '../../../components/layout/panel';
import { formatDate } from '../../../lib/dates';
import { useSystemStatus } from '../api/admin';

const chipColor: Record<Status['components'][number]['state'], 'success' | 'error' | 'default'> = {
  working: 'success',
  'not-working': 'error',
  'not-configured': 'default',
};

/**
 * Issue 19 item 13: the platform admin sees each part of the deployment with the spec's status
 * text ("… is configured and working", "… is not working", "… is not configured").
 */
export function SystemStatus() {
  const { t } = useTranslation('admin');
  const status = useSystemStatus();
  return (
    <Panel title={t('status.title')}>
      <Typography color="text.secondary">{t('status.intro')}</Typography>
      <QueryState
        isPending={status.isPending}
        error={status.error}
        errorText={t('status.loadFailed')}
        onRetry={() => void status.refetch()}
      >
        {status.data && (
          <>
            <List aria-label={t('status.title')}>
              {status.data.components.map((part) => (
                <ListItem key={part.component} divider sx={{ gap: 2, flexWrap: 'wrap', px: 0 }}>
                  <ListItemText
                    primary={t(`status.components.${part.component}`)}
                    secondary={<span dir="ltr">{part.message}</span>}
                  />
                  <Chip color={chipColor[part.state]} label={t(`status.states.${part.state}`)} />
                </ListItem>
              ))}
            </List>
            <Typography variant="body2" color="text.secondary" role="status">
              {t('status.checkedAt', { time: formatDate(status.data.checkedAt, 'time') })}
            </Typography>
          </>
        )}
      </QueryState>
      <Button
        variant="outlined"
        onClick={() => void status.refetch()}
        loading={status.isFetching}
        sx={{ justifySelf: 'start' }}
      >
        {t('status.check')}
      </Button>
    </Panel>
  );
}
