import type { OrganizationSummary } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/api-error';
import { useDeleteOrganization, useLeaveOrganization } from '../api/organisations';

/** Spec §5: leaving or deleting an organisation needs its name typed out. */
export function ConfirmByNameDialog({
  action,
  organization,
  onClose,
}: {
  action: 'leave' | 'delete';
  organization: OrganizationSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation('organisations');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [typed, setTyped] = useState('');
  const leave = useLeaveOrganization(organization.id);
  const remove = useDeleteOrganization(organization.id);
  const mutation = action === 'leave' ? leave : remove;
  const title = t(action === 'leave' ? 'general.leave' : 'general.delete');
  const submit = () =>
    mutation.mutate(typed, { onSuccess: () => void navigate(paths.dashboards.organizations) });

  return (
    <Dialog open onClose={onClose} aria-labelledby="confirm-organization-title" fullWidth>
      <DialogTitle id="confirm-organization-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>
          {t(action === 'leave' ? 'general.leaveIntro' : 'general.deleteIntro')}
        </Typography>
        <TextField
          label={t('general.confirmLabel', { name: organization.name })}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoFocus
        />
        {mutation.error && (
          <Alert severity="error" role="alert">
            {errorText(mutation.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('general.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={typed.trim() !== organization.name}
          loading={mutation.isPending}
          onClick={submit}
        >
          {title}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
