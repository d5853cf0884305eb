import { zodResolver } from '@hookform/resolvers/zod';
import { type AccountEmail, emailSchema, otpSchema } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CodeField } from '../../../components/form/code-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { Panel } from '../../../components/layout/panel';
import { useErrorText } from '../../../lib/api-error';
import {
  useAddEmail,
  useEmails,
  useMakePrimary,
  useRemoveEmail,
  useSendEmailCode,
  useVerifyEmail,
} from '../api/emails';

/** Spec §2/§4: the e-mail addresses — add and verify, make primary, remove. */
export function EmailsSection() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const emails = useEmails();
  const makePrimary = useMakePrimary();
  const remove = useRemoveEmail();
  const [isAdding, setAdding] = useState(false);
  const [toVerify, setToVerify] = useState<AccountEmail | null>(null);
  const failed = makePrimary.error ?? remove.error;

  return (
    <Panel title={t('emails.title')}>
      <Typography color="text.secondary">{t('emails.intro')}</Typography>
      {failed && (
        <Alert severity="error" role="alert">
          {errorText(failed)}
        </Alert>
      )}
      <List aria-label={t('emails.title')}>
        {(emails.data ?? []).map((item) => (
          <ListItem key={item.id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ListItemText
              primary={item.email}
              slotProps={{ primary: { dir: 'ltr', sx: { textAlign: 'start' } } }}
            />
            {item.primary && <Chip size="small" color="primary" label={t('emails.primary')} />}
            {!item.verified && <Chip size="small" color="warning" label={t('emails.unverified')} />}
            {!item.verified && (
              <Button onClick={() => setToVerify(item)} aria-label={t('emails.verifyFor', item)}>
                {t('emails.verify')}
              </Button>
            )}
            {item.verified && !item.primary && (
              <Button
                onClick={() => makePrimary.mutate(item.id)}
                disabled={makePrimary.isPending}
                aria-label={t('emails.makePrimaryFor', item)}
              >
                {t('emails.makePrimary')}
              </Button>
            )}
            <Button
              color="error"
              onClick={() => remove.mutate(item.id)}
              disabled={remove.isPending}
              aria-label={t('emails.removeFor', item)}
            >
              {t('emails.remove')}
            </Button>
          </ListItem>
        ))}
      </List>
      <Box>
        <Button variant="outlined" onClick={() => setAdding(true)}>
          {t('emails.add')}
        </Button>
      </Box>
      {isAdding && (
        <AddEmailDialog
          onAdded={(added) => {
            setAdding(false);
            setToVerify(added);
          }}
          onClose={() => setAdding(false)}
        />
      )}
      {toVerify && <VerifyEmailDialog email={toVerify} onClose={() => setToVerify(null)} />}
    </Panel>
  );
}

const addForm = z.object({ email: emailSchema });

function AddEmailDialog({
  onAdded,
  onClose,
}: {
  onAdded: (added: AccountEmail) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const errorText = useErrorText();
  const add = useAddEmail();
  const { control, handleSubmit } = useForm<z.infer<typeof addForm>>({
    resolver: zodResolver(addForm),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(({ email }) =>
    add.mutate(email, {
      onSuccess: (emails) => {
        const added = emails.find((item) => item.email === email.trim().toLowerCase());
        if (added) onAdded(added);
      },
    }),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="add-email-title" fullWidth>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="add-email-title">{t('emails.add')}</DialogTitle>
        <DialogContent>
          <Typography>{t('emails.addIntro')}</Typography>
          <FormTextField
            name="email"
            control={control}
            label={t('emails.newAddress')}
            type="email"
            autoComplete="email"
            autoFocus
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          {add.error && (
            <Alert severity="error" role="alert">
              {errorText(add.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={add.isPending}>
            {t('emails.sendCode')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

const verifyForm = z.object({ code: otpSchema });

function VerifyEmailDialog({ email, onClose }: { email: AccountEmail; onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const errorText = useErrorText();
  const verify = useVerifyEmail();
  const resend = useSendEmailCode();
  const { control, handleSubmit } = useForm<z.infer<typeof verifyForm>>({
    resolver: zodResolver(verifyForm),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(({ code }) =>
    verify.mutate({ id: email.id, code }, { onSuccess: onClose }),
  );
  const error = verify.error ?? resend.error;
  return (
    <Dialog open onClose={onClose} aria-labelledby="verify-email-title" fullWidth>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="verify-email-title">{t('emails.verifyTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{t('emails.verifyIntro', { email: email.email })}</Typography>
          <CodeField name="code" control={control} />
          {resend.isSuccess && (
            <Alert severity="success" role="status">
              {t('emails.codeSent')}
            </Alert>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {errorText(error)}
            </Alert>
          )}
          <Button
            onClick={() => resend.mutate(email.id)}
            disabled={resend.isPending}
            sx={{ mt: 1 }}
          >
            {t('emails.resend')}
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={verify.isPending}>
            {t('emails.verify')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
