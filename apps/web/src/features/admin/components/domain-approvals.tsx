import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback/query-state';
import { Panel } from '../../../components/layout/panel';
import { toApiError, useErrorText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useDecideDomain, useDomainsWaiting } from '../api/domain-approvals';

/**
 * Issue 18: an organisation's verified domain enrolls no one until a platform admin approves
 * it here — only a domain that is really the organisation's, never one anyone has mail at.
 */
export function DomainApprovals() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const domains = useDomainsWaiting();
  const decide = useDecideDomain();
  const list = domains.data ?? [];
  const failure =
    decide.error &&
    (toApiError(decide.error).issues.some((issue) => issue.message === 'domain_shared')
      ? t('domains.shared')
      : errorText(decide.error));

  return (
    <Panel title={t('domains.title')}>
      <Typography color="text.secondary">{t('domains.intro')}</Typography>
      <QueryState
        isPending={domains.isPending}
        error={domains.error}
        errorText={t('domains.loadFailed')}
        onRetry={() => void domains.refetch()}
      >
        {list.length === 0 ? (
          <Typography role="status">{t('domains.none')}</Typography>
        ) : (
          <List aria-label={t('domains.title')}>
            {list.map((domain) => (
              <ListItem key={domain.id} divider sx={{ gap: 2, flexWrap: 'wrap', px: 0 }}>
                <ListItemText
                  primary={<span dir="ltr">{domain.domain}</span>}
                  secondary={t('domains.details', {
                    organization: domain.organizationName,
                    email: domain.verificationEmail,
                    date: formatDate(domain.createdAt, 'date'),
                    mode: t(`domains.modes.${domain.enrollmentMode}`),
                  })}
                />
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="contained"
                    onClick={() => decide.mutate({ id: domain.id, approve: true })}
                    loading={decide.isPending && decide.variables?.id === domain.id}
                    aria-label={t('domains.approveFor', { domain: domain.domain })}
                  >
                    {t('domains.approve')}
                  </Button>
                  <Button
                    color="error"
                    onClick={() => decide.mutate({ id: domain.id, approve: false })}
                    disabled={decide.isPending}
                    aria-label={t('domains.refuseFor', { domain: domain.domain })}
                  >
                    {t('domains.refuse')}
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </Panel>
  );
}
