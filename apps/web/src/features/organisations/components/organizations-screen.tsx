import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateOrganizationInput, createOrganizationBody } from '@leerloop/contracts';
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
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormError } from '../../../components/form/use-form-error';
import { Panel } from '../../../components/layout/panel';
import { Screen } from '../../../components/layout/screen';
import { paths } from '../../../config/paths';
import { useCreateOrganization, useOrganizations } from '../api/organisations';
import { OrganizationFields } from './organization-fields';

/** Spec §2 organisation list: mine with my role, and a new one. */
export function OrganizationsScreen() {
  const { t } = useTranslation('organisations');
  const organizations = useOrganizations();
  const [isCreating, setCreating] = useState(false);
  const list = organizations.data?.organizations ?? [];

  return (
    <Screen title={t('title')} intro={t('intro')}>
      <Panel title={t('mine')}>
        {organizations.isSuccess && list.length === 0 && <Typography>{t('none')}</Typography>}
        {list.length > 0 && (
          <List aria-label={t('title')}>
            {list.map((organization) => (
              <ListItem key={organization.id} disablePadding divider>
                <ListItemButton
                  component={Link}
                  to={paths.dashboards.organization(organization.id)}
                  aria-label={t('open', { name: organization.name })}
                  sx={{ gap: 1, flexWrap: 'wrap' }}
                >
                  <ListItemText
                    primary={organization.name}
                    secondary={t('membersCount', { count: organization.membersCount })}
                  />
                  <Chip size="small" label={t(`roles.${organization.role}`)} />
                  {organization.id === organizations.data?.activeOrganizationId && (
                    <Chip size="small" color="success" label={t('active')} />
                  )}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
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
  const create = useCreateOrganization();
  const { control, handleSubmit, setError } = useForm<CreateOrganizationInput>({
    resolver: zodResolver(createOrganizationBody),
    defaultValues: { name: '', slug: '' },
  });
  const formError = useFormError(setError, ['name', 'slug']);
  const onSubmit = handleSubmit(
    formError.submit(async (input) => {
      const created = await create.mutateAsync(input);
      await navigate(paths.dashboards.organization(created.id));
    }),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="create-organization-title" fullWidth>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="create-organization-title">{t('create.title')}</DialogTitle>
        <DialogContent>
          <OrganizationFields control={control} autoFocus />
          {formError.message && (
            <Alert severity="error" role="alert">
              {formError.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('general.cancel')}</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
