import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDomainBody,
  enrollmentModes,
  type EnrollmentMode,
  type OrganizationSummary,
  type OrgDomain,
  verifyDomainBody,
} from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../components/form/code-field';
import { FormFeedback } from '../../../components/form/form-feedback';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFormError } from '../../../components/form/use-form-error';
import { Panel } from '../../../components/layout/panel';
import { useErrorText } from '../../../lib/api-error';
import {
  useAddDomain,
  useDomains,
  useRemoveDomain,
  useResendDomainCode,
  useSetEnrollmentMode,
  useVerifyDomain,
} from '../api/organisations';

/**
 * Spec §2/§3 verified domains (Admin): add one, verify it by the code mailed to an address at
 * it, choose how it enrolls new users, remove it. Issue 18: it enrolls no one until a platform
 * admin approves it, and a shared mail domain (gmail.com) cannot be added.
 */
export function DomainsTab({ organization }: { organization: OrganizationSummary }) {
  const { t } = useTranslation('organisations');
  const domains = useDomains(organization.id);
  const [isAdding, setAdding] = useState(false);
  const list = domains.data ?? [];

  return (
    <Panel title={t('domains.title')}>
      <Typography color="text.secondary">{t('domains.intro')}</Typography>
      <Box>
        <Button variant="contained" onClick={() => setAdding(true)}>
          {t('domains.add')}
        </Button>
      </Box>
      {domains.isSuccess && list.length === 0 && (
        <Typography color="text.secondary">{t('domains.none')}</Typography>
      )}
      {list.length > 0 && (
        <List aria-label={t('domains.title')}>
          {list.map((domain) => (
            <ListItem key={domain.id} divider sx={{ display: 'block', px: 0 }}>
              <DomainItem orgId={organization.id} domain={domain} />
            </ListItem>
          ))}
        </List>
      )}
      {isAdding && <AddDomainDialog orgId={organization.id} onClose={() => setAdding(false)} />}
    </Panel>
  );
}

function DomainItem({ orgId, domain }: { orgId: string; domain: OrgDomain }) {
  const { t } = useTranslation('organisations');
  const errorText = useErrorText();
  const setMode = useSetEnrollmentMode(orgId);
  const remove = useRemoveDomain(orgId);
  const failed = setMode.error ?? remove.error;

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" dir="ltr" sx={{ fontWeight: 600 }}>
          {domain.domain}
        </Typography>
        <Chip
          size="small"
          color={domain.verified ? 'success' : 'default'}
          label={t(domain.verified ? 'domains.verified' : 'domains.unverified')}
        />
        {domain.verified && domain.approval !== 'approved' && (
          <Chip
            size="small"
            color={domain.approval === 'refused' ? 'error' : 'warning'}
            label={t(`domains.approval.${domain.approval}`)}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          color="error"
          onClick={() => remove.mutate(domain.id)}
          disabled={remove.isPending}
          aria-label={t('domains.removeFor', { domain: domain.domain })}
        >
          {t('domains.remove')}
        </Button>
      </Stack>
      {domain.verified && domain.approval !== 'approved' && (
        <Typography color="text.secondary">
          {t(`domains.approvalHint.${domain.approval}`)}
        </Typography>
      )}
      {!domain.verified ? (
        <VerifyDomainForm orgId={orgId} domain={domain} />
      ) : (
        // A refused domain enrolls no one, whatever its mode; one waiting may be set up already.
        domain.approval !== 'refused' && (
          <TextField
            select
            size="small"
            label={t('domains.modeFor', { domain: domain.domain })}
            value={domain.enrollmentMode}
            onChange={(event) =>
              setMode.mutate({
                domainId: domain.id,
                enrollmentMode: event.target.value as EnrollmentMode,
              })
            }
            helperText={t('domains.modeHint')}
            sx={{ maxWidth: 420 }}
          >
            {enrollmentModes.map((mode) => (
              <MenuItem key={mode} value={mode}>
                {t(`domains.modes.${mode}`)}
              </MenuItem>
            ))}
          </TextField>
        )
      )}
      {failed && <FormFeedback error={errorText(failed)} done={null} />}
    </Stack>
  );
}

/** The code mailed to the address at the domain; a new one can be sent. */
function VerifyDomainForm({ orgId, domain }: { orgId: string; domain: OrgDomain }) {
  const { t } = useTranslation('organisations');
  const verify = useVerifyDomain(orgId);
  const resend = useResendDomainCode(orgId);
  const [isResent, setResent] = useState(false);
  const { control, handleSubmit, setError } = useForm<{ code: string }>({
    resolver: zodResolver(verifyDomainBody),
    defaultValues: { code: '' },
  });
  const formError = useFormError(setError, ['code']);
  const onSubmit = handleSubmit(
    // A domain another organisation verified first (DOMAIN_CLAIMED) is said like any error.
    formError.submit(async ({ code }) => {
      await verify.mutateAsync({ domainId: domain.id, code });
    }),
  );
  const onResend = formError.submit(async () => {
    setResent(false);
    await resend.mutateAsync(domain.id);
    setResent(true);
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('domains.verifyFor', { domain: domain.domain })}
    >
      <Typography color="text.secondary">
        {t('domains.codeSent', { email: domain.verificationEmail })}
      </Typography>
      <Box sx={{ maxWidth: 320 }}>
        <CodeField name="code" control={control} />
      </Box>
      <FormFeedback error={formError.message} done={isResent ? t('domains.resent') : null} />
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={verify.isPending}>
          {t('domains.verify')}
        </Button>
        <Button onClick={() => void onResend()} loading={resend.isPending}>
          {t('domains.resend')}
        </Button>
      </Stack>
    </Box>
  );
}

function AddDomainDialog({ orgId, onClose }: { orgId: string; onClose: () => void }) {
  const { t } = useTranslation('organisations');
  const add = useAddDomain(orgId);
  const { control, handleSubmit, setError } = useForm<{ domain: string; email: string }>({
    resolver: zodResolver(addDomainBody),
    defaultValues: { domain: '', email: '' },
  });
  const formError = useFormError(setError, ['domain', 'email']);
  const onSubmit = handleSubmit(
    formError.submit(async (input) => {
      await add.mutateAsync(input);
      onClose();
    }),
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby="add-domain-title" fullWidth>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="add-domain-title">{t('domains.add')}</DialogTitle>
        <DialogContent>
          <FormTextField
            name="domain"
            control={control}
            label={t('domains.domain')}
            helperText={t('domains.domainHint')}
            autoFocus
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
          />
          <FormTextField
            name="email"
            control={control}
            type="email"
            label={t('domains.email')}
            helperText={t('domains.emailHint')}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          <FormFeedback error={formError.message} done={null} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('general.cancel')}</Button>
          <Button type="submit" variant="contained" loading={add.isPending}>
            {t('domains.sendCode')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
