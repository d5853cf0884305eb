import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/layout/panel';
import { formatDate } from '../../../lib/dates';
import {
  type DeviceSession,
  useCurrentSessionToken,
  useDevices,
  useSignOutDevice,
} from '../api/devices';
import { deviceName } from '../device-name';

/** Where the user is signed in: browser, system, address and last use; sign one out. */
export function DevicesSection() {
  const { t } = useTranslation('account');
  const devices = useDevices();
  const current = useCurrentSessionToken();
  const signOut = useSignOutDevice();

  const nameOf = (device: DeviceSession) => {
    const name = deviceName(device.userAgent);
    return name ? t('devices.on', name) : t('devices.unknown');
  };
  // This device first, then the most recently used.
  const sorted = [...(devices.data ?? [])].sort((a, b) =>
    a.token === current.data
      ? -1
      : b.token === current.data
        ? 1
        : b.updatedAt.localeCompare(a.updatedAt),
  );

  return (
    <Panel title={t('devices.title')}>
      <Typography color="text.secondary">{t('devices.intro')}</Typography>
      {devices.isError && (
        <Alert severity="error" role="alert">
          {t('devices.loadFailed')}
        </Alert>
      )}
      <List aria-label={t('devices.title')}>
        {sorted.map((device) => {
          const isThis = device.token === current.data;
          const name = nameOf(device);
          return (
            <ListItem
              key={device.id}
              divider
              secondaryAction={
                isThis ? (
                  <Chip label={t('devices.thisDevice')} color="primary" size="small" />
                ) : (
                  <Button
                    onClick={() => signOut.mutate(device.token)}
                    disabled={signOut.isPending}
                    aria-label={t('devices.signOutFor', { device: name })}
                  >
                    {t('devices.signOut')}
                  </Button>
                )
              }
              sx={{ pr: 16 }}
            >
              <ListItemText
                primary={name}
                secondary={[
                  t('devices.lastActive', {
                    date: formatDate(device.updatedAt, 'dateYearTime'),
                  }),
                  device.ipAddress && t('devices.place', { ip: device.ipAddress }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          );
        })}
      </List>
    </Panel>
  );
}
