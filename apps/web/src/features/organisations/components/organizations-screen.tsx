import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateOrganizationInput, createOrganizationBody } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SquarePictureField } from '../../../components/form/square-picture-field';
import { useFormError } from '../../../components/form/use-form-error';
import { Panel } from '../../../components/layout/panel';
import { Screen } from '../../../components/layout/screen';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/api-error';
import { useSessionIdentity } from '../../../lib/session';
import { useCreateOrganization, useOrganizations, useSetLogo } from '../api/organisations';
import { useLogoTexts } from './organization-logo';
import { WaitingForMe } from './waiting-for-me';
import { OrganizationFields } from './organization-fields';
import { OrganizationList } from './organization-list';

/** Spec §2 organisation list: mine with my role, and a new one. */
export function OrganizationsScreen() {
  const { t } = useTranslation('organisations');
  const organizations = useOrganizations();
  const activeId = useSessionIdentity()?.orgId;
  const [isCreating, setCreating] = useState(false);
  const list = organizations.data?.organizations ?? [];

  return (
    <Screen title={t('title')} intro={t('intro')}>
      <WaitingForMe />
      <Panel title={t('mine')}>
        {organizations.isSuccess && list.length === 0 && <Typography>{t('none')}</Typography>}
        {list.length > 0 && (
          <OrganizationList organizations={list} label={t('title')} activeId={activeId} />
        )}
        <Box>
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t('create.open')}
          </Button>
        </Box>
      </Panel>
      {isCreating && <CreateDialog onClose={() => setCreating(false)} />}
    </Screen>
  );
}

function CreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('organisations');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const create = useCreateOrganization();
  const setLogo = useSetLogo();
  const [logo, setLogoFile] = useState<{ file: File; preview: string } | null>(null);
  const logoTexts = useLogoTexts(t('create.title'));
  useEffect(
    () => () => {
      if (logo) URL.revokeObjectURL(logo.preview);
    },
    [logo],
  );
  const { control, handleSubmit, setError } = useForm<CreateOrganizationInput>({
    resolver: zodResolver(createOrganizationBody),
    defaultValues: { name: '', slug: '' },
  });
  const name = useWatch({ control, name: 'name' });
  const formError = useFormError(setError, ['name', 'slug']);
  const onSubmit = handleSubmit(
    formError.submit(async (input) => {
      const created = await create.mutateAsync(input);
      // The organisation exists now; a logo that cannot be kept is said on its profile.
      let logoFailed: string | undefined;
      if (logo)
        await setLogo
          .mutateAsync({ orgId: created.id, file: logo.file })
          .catch((error: unknown) => (logoFailed = t('logo.failed', { reason: errorText(error) })));
      await navigate(paths.dashboards.organization(created.id), { state: { logoFailed } });
    }),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="create-organization-title" fullWidth>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="create-organization-title">{t('create.title')}</DialogTitle>
        <DialogContent>
          <OrganizationFields control={control} autoFocus />
          <SquarePictureField
            image={logo?.preview ?? null}
            initials={name.charAt(0) || '?'}
            texts={logoTexts}
            shape="rounded"
            isBusy={false}
            error={null}
            onChoose={(file) => setLogoFile({ file, preview: URL.createObjectURL(file) })}
            onRemove={() => setLogoFile(null)}
          />
          {formError.message && (
            <Alert severity="error" role="alert">
              {formError.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('general.cancel')}</Button>
          <Button type="submit" variant="contained" loading={create.isPending || setLogo.isPending}>
            {t('create.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
