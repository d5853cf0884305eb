import { zodResolver } from '@hookform/resolvers/zod';
import {
  can,
  type CreateOrganizationInput,
  type OrganizationSummary,
  updateOrganizationBody,
} from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFormError } from '../../../components/form/use-form-error';
import { Panel } from '../../../components/layout/panel';
import { Screen } from '../../../components/layout/screen';
import { paths } from '../../../config/paths';
import { useOrganizations, useUpdateOrganization } from '../api/organisations';
import { ConfirmByNameDialog } from './confirm-by-name-dialog';
import { MembersTab } from './members-tab';

const tabs = ['general', 'members'] as const;
type ProfileTab = (typeof tabs)[number];

/** Spec §2 organisation profile: general (name, web address, leave, delete) and members. */
export function OrganizationProfile() {
  const { t } = useTranslation('organisations');
  const { orgId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const organizations = useOrganizations();
  const tab: ProfileTab = params.get('tab') === 'members' ? 'members' : 'general';
  const organization = organizations.data?.organizations.find((o) => o.id === orgId);
  // Not (or no longer) one of mine: back to the list.
  if (organizations.isSuccess && !organization)
    return <Navigate to={paths.dashboards.organizations} replace />;
  if (!organization) return null;

  return (
    <Screen title={organization.name}>
      <Tabs
        value={tab}
        onChange={(_, next: ProfileTab) => setParams({ tab: next }, { replace: true })}
        aria-label={t('tabs.label')}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`tabs.${name}`)}
            id={`organization-tab-${name}`}
            aria-controls={`organization-panel-${name}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`organization-panel-${tab}`}
        aria-labelledby={`organization-tab-${tab}`}
        sx={{ display: 'grid', gap: 3 }}
      >
        {tab === 'general' ? (
          <GeneralTab organization={organization} />
        ) : (
          <MembersTab organization={organization} />
        )}
      </Box>
    </Screen>
  );
}

function GeneralTab({ organization }: { organization: OrganizationSummary }) {
  const { t } = useTranslation('organisations');
  const update = useUpdateOrganization(organization.id);
  const [isSaved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState<'leave' | 'delete' | null>(null);
  const mayUpdate = can(organization.role, 'organization:update');
  const { control, handleSubmit, setError } = useForm<CreateOrganizationInput>({
    resolver: zodResolver(updateOrganizationBody),
    values: { name: organization.name, slug: organization.slug },
  });
  const formError = useFormError(setError, ['name', 'slug']);
  const onSubmit = handleSubmit(
    formError.submit(async (input) => {
      setSaved(false);
      await update.mutateAsync(input);
      setSaved(true);
    }),
  );

  return (
    <>
      <Panel title={t('tabs.general')}>
        {mayUpdate ? (
          <Box component="form" noValidate onSubmit={onSubmit}>
            <FormTextField name="name" control={control} label={t('create.name')} />
            <FormTextField
              name="slug"
              control={control}
              label={t('create.slug')}
              helperText={t('create.slugHint')}
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
            />
            {formError.message && (
              <Alert severity="error" role="alert">
                {formError.message}
              </Alert>
            )}
            {isSaved && (
              <Alert severity="success" role="status">
                {t('general.saved')}
              </Alert>
            )}
            <Button type="submit" variant="contained" loading={update.isPending} sx={{ mt: 1 }}>
              {t('general.save')}
            </Button>
          </Box>
        ) : (
          <Typography color="text.secondary">{t('general.readOnly')}</Typography>
        )}
      </Panel>
      <Panel title={t('general.leave')}>
        <Typography color="text.secondary">{t('general.leaveIntro')}</Typography>
        <Box>
          <Button color="error" variant="outlined" onClick={() => setConfirming('leave')}>
            {t('general.leave')}
          </Button>
        </Box>
      </Panel>
      {can(organization.role, 'organization:delete') && (
        <Panel title={t('general.delete')}>
          <Typography color="text.secondary">{t('general.deleteIntro')}</Typography>
          <Box>
            <Button color="error" variant="outlined" onClick={() => setConfirming('delete')}>
              {t('general.delete')}
            </Button>
          </Box>
        </Panel>
      )}
      {confirming && (
        <ConfirmByNameDialog
          action={confirming}
          organization={organization}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
