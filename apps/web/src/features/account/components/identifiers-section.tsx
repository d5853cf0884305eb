import { zodResolver } from '@hookform/resolvers/zod';
import { otpSchema } from '@leerloop/contracts';
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
import { useSessionUser } from '../../../lib/session';
import {
  type Identifier,
  type IdentifierKind,
  identifierKinds,
  useIdentifiers,
} from '../api/identifiers';

/**
 * Spec §2/§4: the e-mail addresses or the phone numbers — add and verify by a code, make one
 * primary, remove one (never the last identification: the server says so).
 */
export function IdentifiersSection({ kind }: { kind: IdentifierKind }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const identifiers = useIdentifiers(kind);
  const { makePrimary, remove } = identifiers;
  const [isAdding, setAdding] = useState(false);
  const [toVerify, setToVerify] = useState<Identifier | null>(null);
  const failed = makePrimary.error ?? remove.error;
  const item = (name: string, value: string) => t(`${kind}.${name}`, { value });
  // The primary number gets the second step's texted codes when they are on.
  const isTextStepOn = Boolean(useSessionUser()?.secondSteps.includes('sms'));

  return (
    <Panel title={t(`${kind}.title`)}>
      <Typography color="text.secondary">{t(`${kind}.intro`)}</Typography>
      {failed && (
        <Alert severity="error" role="alert">
          {errorText(failed)}
        </Alert>
      )}
      <List aria-label={t(`${kind}.title`)}>
        {(identifiers.list.data ?? []).map((entry) => (
          <ListItem key={entry.id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ListItemText
              primary={entry.value}
              slotProps={{ primary: { dir: 'ltr', sx: { textAlign: 'start' } } }}
            />
            {entry.primary && <Chip size="small" color="primary" label={t('emails.primary')} />}
            {kind === 'phones' && entry.primary && isTextStepOn && (
              <Chip size="small" label={t('textStep.default')} />
            )}
            {!entry.verified && (
              <Chip size="small" color="warning" label={t('emails.unverified')} />
            )}
            {!entry.verified && (
              <Button
                onClick={() => setToVerify(entry)}
                aria-label={item('verifyFor', entry.value)}
              >
                {t('emails.verify')}
              </Button>
            )}
            {entry.verified && !entry.primary && (
              <Button
                onClick={() => makePrimary.mutate(entry.id)}
                disabled={makePrimary.isPending}
                aria-label={item('makePrimaryFor', entry.value)}
              >
                {t('emails.makePrimary')}
              </Button>
            )}
            <Button
              color="error"
              onClick={() => remove.mutate(entry.id)}
              disabled={remove.isPending}
              aria-label={item('removeFor', entry.value)}
            >
              {t('emails.remove')}
            </Button>
          </ListItem>
        ))}
      </List>
      <Box>
        <Button variant="outlined" onClick={() => setAdding(true)}>
          {t(`${kind}.add`)}
        </Button>
      </Box>
      {isAdding && (
        <AddDialog
          kind={kind}
          add={identifiers.add}
          onAdded={(added) => {
            setAdding(false);
            setToVerify(added);
          }}
          onClose={() => setAdding(false)}
        />
      )}
      {toVerify && (
        <VerifyDialog
          kind={kind}
          entry={toVerify}
          verify={identifiers.verify}
          resend={identifiers.resend}
          onClose={() => setToVerify(null)}
        />
      )}
    </Panel>
  );
}

type Identifiers = ReturnType<typeof useIdentifiers>;

function AddDialog({
  kind,
  add,
  onAdded,
  onClose,
}: {
  kind: IdentifierKind;
  add: Identifiers['add'];
  onAdded: (added: Identifier) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const errorText = useErrorText();
  const { schema, inputType } = identifierKinds[kind];
  const form = z.object({ value: schema });
  const { control, handleSubmit } = useForm<z.input<typeof form>, unknown, z.output<typeof form>>({
    resolver: zodResolver(form),
    defaultValues: { value: '' },
  });
  const onSubmit = handleSubmit(({ value }) =>
    add.mutate(value, {
      // The new one is the last of the list the server answers.
      onSuccess: (items) => {
        const added = items.at(-1);
        if (added) onAdded(added);
      },
    }),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={`add-${kind}-title`} fullWidth>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={`add-${kind}-title`}>{t(`${kind}.add`)}</DialogTitle>
        <DialogContent>
          <Typography>{t(`${kind}.addIntro`)}</Typography>
          <FormTextField
            name="value"
            control={control}
            label={t(`${kind}.newValue`)}
            type={inputType}
            autoComplete={inputType === 'email' ? 'email' : 'tel'}
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

function VerifyDialog({
  kind,
  entry,
  verify,
  resend,
  onClose,
}: {
  kind: IdentifierKind;
  entry: Identifier;
  verify: Identifiers['verify'];
  resend: Identifiers['resend'];
  onClose: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const errorText = useErrorText();
  const { control, handleSubmit } = useForm<z.infer<typeof verifyForm>>({
    resolver: zodResolver(verifyForm),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(({ code }) =>
    verify.mutate({ id: entry.id, code }, { onSuccess: onClose }),
  );
  const error = verify.error ?? resend.error;
  return (
    <Dialog open onClose={onClose} aria-labelledby={`verify-${kind}-title`} fullWidth>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={`verify-${kind}-title`}>{t(`${kind}.verifyTitle`)}</DialogTitle>
        <DialogContent>
          <Typography>{t(`${kind}.verifyIntro`, { value: entry.value })}</Typography>
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
            onClick={() => resend.mutate(entry.id)}
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
