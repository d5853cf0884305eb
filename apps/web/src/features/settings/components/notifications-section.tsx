import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/layout/panel';
import { useSessionUser } from '../../../lib/session';
import { useSaveSettings } from '../api/save-settings';

type MailSetting = 'reviewResponseMail' | 'weeklyDigestMail';

/** One mail the user may turn off: saved at once, in the profile, for every device. */
function MailSwitch({ setting }: { setting: MailSetting }) {
  const { t } = useTranslation('settings');
  const user = useSessionUser();
  const save = useSaveSettings();
  // A profile stored before the setting existed: it is on.
  const isOn = user?.[setting] !== false;
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={save.isPending ? Boolean(save.variables?.[setting]) : isOn}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ [setting]: event.target.checked })}
          />
        }
        label={t(`notifications.${setting}`)}
      />
      <Typography variant="body2" color="text.secondary">
        {t(`notifications.${setting}Hint`)}
      </Typography>
      {save.isError && (
        <Alert severity="error" role="alert">
          {t('notifications.saveFailed')}
        </Alert>
      )}
    </>
  );
}

/**
 * Issue 20: whether a coach's response to an answer is mailed too (on unless turned off); the
 * app itself always shows it. Issue 23: for a group's coach, the Monday digest of their groups.
 */
export function NotificationsSection() {
  const { t } = useTranslation('settings');
  const user = useSessionUser();
  return (
    <Panel title={t('notifications.title')}>
      <MailSwitch setting="reviewResponseMail" />
      {user?.isGroupCoach && <MailSwitch setting="weeklyDigestMail" />}
    </Panel>
  );
}
