import { type OrganizationSummary, orgRoles, type OrgRole } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/api-error';
import { useInvite } from '../api/organisations';

const addressesIn = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);

/**
 * Spec §6/§8: invite several addresses with one role. What could not be sent is listed with its
 * reason and stays in the field to fix and retry; the rest went out.
 */
export function InviteDialog({
  organization,
  onClose,
}: {
  organization: OrganizationSummary;
  onClose: (hasSent: boolean) => void;
}) {
  const { t } = useTranslation(['organisations', 'validation']);
  const errorText = useErrorText();
  const invite = useInvite(organization.id);
  const [emails, setEmails] = useState('');
  const [role, setRole] = useState<OrgRole>('member');
  const [sentCount, setSentCount] = useState(0);
  const [isEmpty, setEmpty] = useState(false);
  const result = invite.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const list = addressesIn(emails);
    setEmpty(list.length === 0);
    if (list.length === 0) return;
    invite.mutate(
      { emails: list, role },
      {
        onSuccess: ({ sent, failed }) => {
          setSentCount((count) => count + sent.length);
          setEmails(failed.map((failure) => failure.email).join('\n'));
          if (failed.length === 0) onClose(true);
        },
      },
    );
  };

  return (
    <Dialog open onClose={() => onClose(sentCount > 0)} aria-labelledby="invite-title" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="invite-title">{t('invite.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {sentCount > 0 && (
            <Alert severity="success" role="status">
              {t('invite.sent', { count: sentCount })}
            </Alert>
          )}
          {result && result.failed.length > 0 && (
            <Alert severity="error" role="alert">
              {t('invite.failed')}
              <List dense>
                {result.failed.map((failure) => (
                  <ListItem key={failure.email} disableGutters>
                    <bdi dir="ltr">{failure.email}</bdi>: {t(`invite.reasons.${failure.reason}`)}
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
          {invite.isError && (
            <Alert severity="error" role="alert">
              {errorText(invite.error)}
            </Alert>
          )}
          <TextField
            label={t('invite.emails')}
            error={isEmpty}
            helperText={isEmpty ? t('validation:emails_required') : t('invite.emailsHint')}
            value={emails}
            onChange={(event) => {
              setEmails(event.target.value);
              setEmpty(false);
            }}
            multiline
            minRows={3}
            autoFocus
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
            sx={{ mt: 1 }}
          />
          <TextField
            select
            label={t('invite.role')}
            value={role}
            onChange={(event) => setRole(event.target.value as OrgRole)}
          >
            {orgRoles.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`roles.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(sentCount > 0)}>{t('invite.close')}</Button>
          <Button type="submit" variant="contained" loading={invite.isPending}>
            {t('invite.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
