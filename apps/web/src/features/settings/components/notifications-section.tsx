import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/layout/panel';
import { useSessionUser } from '../../../lib/session';
import { useSaveSettings } from '../api/save-settings';

/**
 * Issue 20: whether a coach's response to an answer is mailed too (on unless turned off). The
 * app itself always shows it. Saved at once, in the profile, for every device.
 */
export function NotificationsSection() {
  const { t } = useTranslation('settings');
  const user = useSessionUser();
  const save = useSaveSettings();
  // A profile stored before the setting existed: it is on.
  const isOn = user?.reviewResponseMail !== false;
  return (
    <Panel title={t('notifications.title')}>
      <FormControlLabel
        control={
          <Switch
            checked={save.isPending ? Boolean(save.variables?.reviewResponseMail) : isOn}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ reviewResponseMail: event.target.checked })}
          />
        }
        label={t('notifications.reviewResponseMail')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('notifications.reviewResponseMailHint')}
      </Typography>
      {save.isError && (
        <Alert severity="error" role="alert">
          {t('notifications.saveFailed')}
        </Alert>
      )}
    </Panel>
  );
}
