import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/session';
import { useStopImpersonating } from '../api/admin';

/** Spec §4: while a platform admin acts as someone, every screen says so, with a way out. */
export function ImpersonationBanner() {
  const user = useSessionUser();
  // Everyone else's screens skip the banner's hooks (issue 22: every first render ran them).
  return user?.actor ? <Banner identifier={user.email} /> : null;
}

function Banner({ identifier }: { identifier: string }) {
  const { t } = useTranslation('layout');
  const stop = useStopImpersonating();
  return (
    <Alert
      severity="warning"
      variant="filled"
      role="status"
      sx={{ borderRadius: 0, '& .MuiAlert-message': { flexGrow: 1 } }}
      action={
        <Button color="inherit" onClick={() => stop.mutate()} loading={stop.isPending}>
          {t('impersonation.stop')}
        </Button>
      }
    >
      {t('impersonation.banner', { identifier })}
    </Alert>
  );
}
