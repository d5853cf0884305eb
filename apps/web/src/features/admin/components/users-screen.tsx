import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback/query-state';
import { Pagination, usePageCursor } from '../../../components/lists/pagination';
import { Screen } from '../../../components/layout/screen';
import { formatDate } from '../../../lib/dates';
import { useSessionUser } from '../../../lib/session';
import Alert from '@mui/material/Alert';
import {
  useAdminUsers,
  useBanUser,
  useImpersonate,
  useRequirePasswordReset,
  useUnlockUser,
} from '../api/admin';
import { BanDialog } from './ban-dialog';
import { DomainApprovals } from './domain-approvals';
import { SystemStatus } from './system-status';
import { radius } from '../../../lib/theme';

/**
 * /dashboards/admin: the platform admin sees the deployment's status, approves organisations'
 * domains, finds a user and lifts a sign-in lock.
 */
export function UsersScreen() {
  const user = useSessionUser();
  const { t } = useTranslation('admin');
  // The server refuses the data to others too; this says so plainly.
  if (!user?.isPlatformAdmin)
    return (
      <Screen title={t('title')}>
        <Alert severity="info">{t('onlyAdmins')}</Alert>
      </Screen>
    );
  return <UsersList />;
}

function UsersList() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [cursor, setCursor] = usePageCursor(q);
  const users = useAdminUsers(q, cursor);
  const found = users.data?.users ?? [];
  const unlock = useUnlockUser();
  const ban = useBanUser();
  const impersonate = useImpersonate();
  const requireReset = useRequirePasswordReset();
  const [toBan, setToBan] = useState<{ id: string; name: string } | null>(null);
  return (
    <Screen title={t('title')} intro={t('intro')}>
      <SystemStatus />
      <DomainApprovals />
      <TextField
        label={t('search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        type="search"
      />
      {impersonate.isError && (
        <Alert severity="error" role="alert">
          {t('impersonateFailed')}
        </Alert>
      )}
      <QueryState
        isPending={users.isPending}
        error={users.error}
        errorText={t('loadFailed')}
        onRetry={() => void users.refetch()}
      >
        {found.length === 0 ? (
          <Typography role="status">{t('none')}</Typography>
        ) : (
          <Paper sx={{ borderRadius: radius.xl }}>
            <List aria-label={t('title')}>
              {found.map((user) => (
                <ListItem key={user.id} divider sx={{ gap: 2, flexWrap: 'wrap' }}>
                  <ListItemText
                    primary={`${user.firstName} ${user.lastName}`}
                    secondary={`${user.email} · ${t('since', { date: formatDate(user.createdAt, 'date') })}`}
                  />
                  {user.isPlatformAdmin && <Chip size="small" label={t('admin')} />}
                  {user.banned ? (
                    <>
                      <Chip size="small" color="error" label={t('banned')} />
                      <Button
                        onClick={() => ban.mutate({ id: user.id, banned: false })}
                        aria-label={t('unbanFor', { name: `${user.firstName} ${user.lastName}` })}
                      >
                        {t('unban')}
                      </Button>
                    </>
                  ) : (
                    !user.isPlatformAdmin && (
                      <Button
                        color="error"
                        onClick={() =>
                          setToBan({ id: user.id, name: `${user.firstName} ${user.lastName}` })
                        }
                        aria-label={t('banFor', { name: `${user.firstName} ${user.lastName}` })}
                      >
                        {t('ban')}
                      </Button>
                    )
                  )}
                  {!user.isPlatformAdmin && !user.banned && (
                    <Button
                      onClick={() => impersonate.mutate(user.id)}
                      loading={impersonate.isPending && impersonate.variables === user.id}
                      aria-label={t('impersonateFor', {
                        name: `${user.firstName} ${user.lastName}`,
                      })}
                    >
                      {t('impersonate')}
                    </Button>
                  )}
                  {user.passwordResetRequired ? (
                    <Chip size="small" color="warning" label={t('resetRequired')} />
                  ) : (
                    !user.isPlatformAdmin && (
                      <Button
                        onClick={() => requireReset.mutate(user.id)}
                        loading={requireReset.isPending && requireReset.variables === user.id}
                        aria-label={t('requireResetFor', {
                          name: `${user.firstName} ${user.lastName}`,
                        })}
                      >
                        {t('requireReset')}
                      </Button>
                    )
                  )}
                  {user.lockedForSeconds !== null && (
                    <>
                      <Chip
                        size="small"
                        color="warning"
                        label={t('locked', { minutes: Math.ceil(user.lockedForSeconds / 60) })}
                      />
                      <Button
                        startIcon={<LockOpenIcon />}
                        onClick={() => unlock.mutate(user.id)}
                        loading={unlock.isPending && unlock.variables === user.id}
                        aria-label={t('unlockFor', { name: `${user.firstName} ${user.lastName}` })}
                      >
                        {t('unlock')}
                      </Button>
                    </>
                  )}
                </ListItem>
              ))}
            </List>
          </Paper>
        )}
        {users.data && (
          <Pagination page={users.data.page} shown={found.length} onPage={setCursor} />
        )}
      </QueryState>
      {toBan && (
        <BanDialog
          name={toBan.name}
          isPending={ban.isPending}
          onCancel={() => setToBan(null)}
          onConfirm={() =>
            ban.mutate({ id: toBan.id, banned: true }, { onSuccess: () => setToBan(null) })
          }
        />
      )}
    </Screen>
  );
}
