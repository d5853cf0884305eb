import {
  groupOverviewFilters,
  groupOverviewSorts,
  type GroupOverviewFilter,
  type GroupOverviewSort,
} from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { FilterToggle } from '../../../components/form/filter-toggle';
import { Screen } from '../../../components/layout/screen';
import { Pagination, usePageCursor } from '../../../components/lists/pagination';
import { paths } from '../../../config/paths';
import { useGroupOverview } from '../api/get-group-overview';
import { GroupCharts } from './group-charts';
import { GroupExportPanel } from './group-export-panel';
import { GroupManagePanel } from './group-manage-panel';
import { GroupTimingPanel } from './group-timing-panel';
import { OverviewRow } from './overview-row';
import { WeekProgressChart } from './week-progress-chart';

/** Issue 23 item 3: `/dashboards/groups/{id}`, one row per learner, and the group's timing. */
export function GroupOverviewScreen({ groupId }: { groupId: string }) {
  const { t } = useTranslation('groups');
  const [filter, setFilter] = useState<GroupOverviewFilter>('all');
  const [sort, setSort] = useState<GroupOverviewSort>('name');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [cursor, setCursor] = usePageCursor(`${filter}|${sort}|${order}|${q}`);
  const query = useGroupOverview(groupId, { filter, sort, order, q, cursor });
  const group = query.data?.group;
  const rows = query.data?.rows ?? [];
  return (
    <Screen
      title={group?.name}
      intro={
        group && `${group.organizationName} · ${t('learnersCount', { count: group.learnersCount })}`
      }
    >
      <Link component={RouterLink} to={paths.dashboards.groups}>
        {t('overview.back')}
      </Link>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        errorText={t('overview.loadFailed')}
        onRetry={() => void query.refetch()}
      >
        {group && (
          <>
            <Box
              component="section"
              aria-labelledby="group-learners"
              sx={{ display: 'grid', gap: 2 }}
            >
              <Typography variant="h2" id="group-learners">
                {t('overview.learners')}
              </Typography>
              <FilterToggle
                label={t('overview.filter')}
                value={filter}
                options={groupOverviewFilters}
                labelOf={(value) => t(`overview.filters.${value}`)}
                onChange={setFilter}
              />
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                <TextField
                  select
                  size="small"
                  label={t('overview.sort')}
                  value={sort}
                  onChange={(event) => setSort(event.target.value as GroupOverviewSort)}
                  sx={{ minWidth: 170 }}
                >
                  {groupOverviewSorts.map((option) => (
                    <MenuItem key={option} value={option}>
                      {t(`overview.sorts.${option}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  size="small"
                  label={t('overview.order')}
                  value={order}
                  onChange={(event) => setOrder(event.target.value as 'asc' | 'desc')}
                  sx={{ minWidth: 150 }}
                >
                  {(['asc', 'desc'] as const).map((option) => (
                    <MenuItem key={option} value={option}>
                      {t(`overview.orders.${option}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  type="search"
                  size="small"
                  label={t('overview.search')}
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  sx={{ flexGrow: 1, minWidth: 170 }}
                />
              </Stack>
              {rows.length === 0 ? (
                <Typography role="status">{t('overview.empty')}</Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
                  {rows.map((row) => (
                    <OverviewRow key={row.userId} groupId={groupId} row={row} />
                  ))}
                </Box>
              )}
              {query.data && (
                <Pagination page={query.data.page} shown={rows.length} onPage={setCursor} />
              )}
            </Box>
            <WeekProgressChart
              weeks={query.data?.weeks ?? []}
              learnersCount={group.learnersCount}
            />
            <GroupCharts groupId={groupId} />
            {/* Admins review answers (learners:review) as they manage groups (groups:manage). */}
            <GroupExportPanel groupId={groupId} canReview={group.canManage} />
            <GroupTimingPanel key={`${group.timing.startsOn}|${group.timing.pace}`} group={group} />
            {group.canManage && <GroupManagePanel key={group.name} group={group} />}
          </>
        )}
      </QueryState>
    </Screen>
  );
}
