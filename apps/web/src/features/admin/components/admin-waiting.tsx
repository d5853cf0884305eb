import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { Panel } from '../../../components/layout/panel';
import { paths } from '../../../config/paths';
import { useDomainsWaiting } from '../api/domain-approvals';

/** A platform admin's home: the organisations' domains waiting for approval, and the way in. */
export function AdminWaiting() {
  const { t } = useTranslation('admin');
  const query = useDomainsWaiting();
  const count = query.data?.length ?? 0;
  return (
    <Panel title={t('home.title')}>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        errorText={t('domains.loadFailed')}
        onRetry={() => void query.refetch()}
      >
        <Typography role="status" sx={{ fontWeight: count ? 700 : 400 }}>
          {t('home.domains', { count })}
        </Typography>
        <Box>
          <Button component={Link} to={paths.dashboards.admin} variant="outlined">
            {t('home.open')}
          </Button>
        </Box>
      </QueryState>
    </Panel>
  );
}
