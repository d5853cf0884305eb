import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { Panel } from '../../../components/layout/panel';
import { paths } from '../../../config/paths';
import { useOrganizations } from '../api/organisations';
import { OrganizationList } from './organization-list';

/** The coach's home: their organisations, each leading to its profile (members, invitations). */
export function MyOrganizations() {
  const { t } = useTranslation('organisations');
  const query = useOrganizations();
  const list = query.data?.organizations ?? [];
  return (
    <Panel title={t('mine')}>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        errorText={t('home.loadFailed')}
        onRetry={() => void query.refetch()}
      >
        {list.length === 0 ? (
          <>
            <Typography>{t('none')}</Typography>
            <Box>
              <Button component={Link} to={paths.dashboards.organizations} variant="outlined">
                {t('home.toList')}
              </Button>
            </Box>
          </>
        ) : (
          <OrganizationList organizations={list} label={t('mine')} disablePadding />
        )}
      </QueryState>
    </Panel>
  );
}
