import { zodResolver } from '@hookform/resolvers/zod';
import {
  can,
  type CreateOrganizationInput,
  type OrganizationSummary,
  updateOrganizationBody,
} from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useParams } from 'react-router';
import { FormFeedback } from '../../../components/form/form-feedback';
import { useFormError } from '../../../components/form/use-form-error';
import { Panel } from '../../../components/layout/panel';
import { ParamTabs } from '../../../components/layout/param-tabs';
import { Screen } from '../../../components/layout/screen';
import { paths } from '../../../config/paths';
import { useOrganizations, useUpdateOrganization } from '../api/organisations';
import { AccessCodePanel } from './access-code-panel';
import { ConfirmByNameDialog } from './confirm-by-name-dialog';
import { DomainsTab } from './domains-tab';
import { EmbeddingPanel } from './embedding-panel';
import { MembersTab } from './members-tab';
import { LogoField, OrganizationLogo } from './organization-logo';
import { OrganizationFields } from './organization-fields';

const allTabs = ['general', 'members', 'domains'] as const;

/**
 * Spec §2 organisation profile: general (name, web address, the access code for Admins, leave,
 * delete), members, and for Admins the verified domains.
 */
export function OrganizationProfile() {
  const { t } = useTranslation('organisations');
  const { orgId = '' } = useParams();
  const organizations = useOrganizations();
  const organization = organizations.data?.organizations.find((o) => o.id === orgId);
  // Not (or no longer) one of mine: back to the list.
  if (organizations.isSuccess && !organization)
    return <Navigate to={paths.dashboards.organizations} replace />;
  if (!organization) return null;
  const tabs = can(organization.role, 'domains:manage')
    ? allTabs
    : allTabs.filter((tab) => tab !== 'domains');

  return (
    <Screen title={organization.name}>
      <ParamTabs
        tabs={tabs}
        label={t('tabs.label')}
        idPrefix="organization"
        labelOf={(name) => t(`tabs.${name}`)}
      >
        {(tab) =>
          tab === 'general' ? (
            <GeneralTab organization={organization} />
          ) : tab === 'members' ? (
            <MembersTab organization={organization} />
          ) : (
            <DomainsTab organization={organization} />
          )
        }
      </ParamTabs>
    </Screen>
  );
}

function GeneralTab({ organization }: { organization: OrganizationSummary }) {
  const { t } = useTranslation('organisations');
  const update = useUpdateOrganization(organization.id);
  const [isSaved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState<'leave' | 'delete' | null>(null);
  const mayUpdate = can(organization.role, 'organization:update');
  // The logo chosen while making it, when it could not be kept (see the create dialog).
  const logoFailed = (useLocation().state as { logoFailed?: string } | null)?.logoFailed ?? null;
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
          <LogoField organization={organization} failedBefore={logoFailed} />
        ) : (
          <OrganizationLogo organization={organization} size={72} />
        )}
        {mayUpdate ? (
          <Box component="form" noValidate onSubmit={onSubmit}>
            <OrganizationFields control={control} />
            <FormFeedback error={formError.message} done={isSaved ? t('general.saved') : null} />
            <Button type="submit" variant="contained" loading={update.isPending} sx={{ mt: 1 }}>
              {t('general.save')}
            </Button>
          </Box>
        ) : (
          <Typography color="text.secondary">{t('general.readOnly')}</Typography>
        )}
      </Panel>
      {can(organization.role, 'invitations:manage') && (
        <AccessCodePanel organization={organization} />
      )}
      {mayUpdate && <EmbeddingPanel organization={organization} />}
      {can(organization.role, 'content:manage') && (
        <Panel title={t('programme.title')}>
          <Typography color="text.secondary">{t('programme.intro')}</Typography>
          <Box>
            <Button
              variant="outlined"
              component={RouterLink}
              to={paths.dashboards.orgContent(organization.id)}
            >
              {t('programme.open')}
            </Button>
          </Box>
        </Panel>
      )}
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
