import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/layout/panel';
import { useErrorText } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { useIdentifiers } from '../api/identifiers';
import { useSecondStepByText } from '../api/two-factor';

/** Spec §4: the primary phone number as second step (a texted code after the password). */
export function TextSecondStepSection() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const user = useSessionUser();
  const phones = useIdentifiers('phones').list;
  const change = useSecondStepByText();
  const isOn = Boolean(user?.secondSteps.includes('sms'));
  const primary = phones.data?.find((phone) => phone.primary && phone.verified);

  return (
    <Panel title={t('textStep.title')}>
      <Box>
        <Chip
          label={isOn ? t('twoFactor.on') : t('twoFactor.off')}
          color={isOn ? 'success' : 'default'}
          size="small"
        />
      </Box>
      <Typography color="text.secondary">
        {primary ? t('textStep.intro', { phone: primary.value }) : t('textStep.noPhone')}
      </Typography>
      {change.error && (
        <Alert severity="error" role="alert">
          {errorText(change.error)}
        </Alert>
      )}
      {(isOn || primary) && (
        <Box>
          <Button
            variant={isOn ? 'text' : 'contained'}
            color={isOn ? 'error' : 'primary'}
            loading={change.isPending}
            onClick={() => change.mutate(!isOn)}
          >
            {isOn ? t('twoFactor.turnOff') : t('twoFactor.turnOn')}
          </Button>
        </Box>
      )}
    </Panel>
  );
}
