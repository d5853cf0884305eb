import BusinessIcon from '@mui/icons-material/ApartmentOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/api-error';
import { useSsoConnections } from '../../../lib/sso-connections';
import { type SsoFlow, useStartSso } from '../api/sso';

/** "Inloggen met De Wijkschool": one button per organisation connection, above the form. */
export function SsoButtons({ flow }: { flow: SsoFlow }) {
  const { t } = useTranslation('auth');
  const connections = useSsoConnections();
  const start = useStartSso();
  const errorText = useErrorText();
  if (!connections.data?.length) return null;
  return (
    <Box sx={{ mt: 3, display: 'grid', gap: 1 }}>
      {connections.data.map((connection) => (
        <Button
          key={connection.id}
          variant="outlined"
          size="large"
          startIcon={<BusinessIcon />}
          loading={start.isPending && start.variables?.connectionId === connection.id}
          onClick={() => start.mutate({ connectionId: connection.id, flow })}
        >
          {t(`sso.${flow}`, { name: connection.name })}
        </Button>
      ))}
      {start.error && (
        <Alert severity="error" role="alert">
          {errorText(start.error)}
        </Alert>
      )}
      <Divider sx={{ mt: 2 }}>{t('sso.or')}</Divider>
    </Box>
  );
}
