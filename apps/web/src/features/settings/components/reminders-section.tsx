import type { User } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/layout/panel';
import { useSessionUser } from '../../../lib/session';
import { useSaveSettings } from '../api/save-settings';
import { usePushReminders } from '../hooks/use-push-reminders';

type ProfileSetting = keyof Pick<
  User,
  | 'reminders'
  | 'reminderWeekOpen'
  | 'reminderAssignmentWaiting'
  | 'reminderCoachReplied'
  | 'weekStreak'
>;
const kinds = ['reminderWeekOpen', 'reminderAssignmentWaiting', 'reminderCoachReplied'] as const;

/** One switch of the profile's settings, saved at once (every device follows). */
export function ProfileSwitch({ setting, label }: { setting: ProfileSetting; label: string }) {
  const user = useSessionUser();
  const save = useSaveSettings();
  const isOn = save.isPending ? Boolean(save.variables?.[setting]) : Boolean(user?.[setting]);
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={isOn}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ [setting]: event.target.checked })}
          />
        }
        label={label}
      />
      {save.isError && <SaveFailed />}
    </>
  );
}

function SaveFailed() {
  const { t } = useTranslation('settings');
  return (
    <Alert severity="error" role="alert">
      {t('notifications.saveFailed')}
    </Alert>
  );
}

/** Push on this device, or why not: without it the reminders come by e-mail. */
function PushSwitch() {
  const { t } = useTranslation('settings');
  const push = usePushReminders();
  if (push.state === 'unsupported' || push.state === 'blocked')
    return (
      <Typography variant="body2" color="text.secondary">
        {t(`reminders.push.${push.state}`)}
      </Typography>
    );
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={push.state === 'on'}
            disabled={push.isBusy}
            onChange={(event) => push.set(event.target.checked)}
          />
        }
        label={t('reminders.push.label')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('reminders.push.hint')}
      </Typography>
      {push.isError && <SaveFailed />}
    </>
  );
}

/**
 * Issue 24 item 4 (decision 053): reminders, off until the learner turns them on; then each
 * kind on its own switch, and push on this device (e-mail otherwise). Never at night.
 */
export function RemindersSection() {
  const { t } = useTranslation('settings');
  const user = useSessionUser();
  return (
    <Panel title={t('reminders.title')}>
      <ProfileSwitch setting="reminders" label={t('reminders.reminders')} />
      <Typography variant="body2" color="text.secondary">
        {t('reminders.hint')}
      </Typography>
      {user?.reminders && (
        <Box sx={{ display: 'flex', flexDirection: 'column', pl: 2 }}>
          {kinds.map((kind) => (
            <ProfileSwitch key={kind} setting={kind} label={t(`reminders.${kind}`)} />
          ))}
          <PushSwitch />
        </Box>
      )}
    </Panel>
  );
}
