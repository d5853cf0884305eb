import AddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageIcon from '@mui/icons-material/ManageAccountsOutlined';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Alert from '@mui/material/Alert';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HeaderAvatar } from '../../../components/plain/header-avatar';
import { HeaderButton } from '../../../components/plain/header-button';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';
import { useHasOpened } from '../../../lib/use-has-opened';
import {
  addAccount,
  type DeviceAccount,
  useDeviceAccounts,
  useSignOutCurrentAccount,
  useSwitchAccount,
} from '../api/device-accounts';
import { useSignOut } from '../api/sign-out';

// The menu's popover (and its focus trap and transitions) loads when first opened (issue 22).
const Menu = lazy(() => import('@mui/material/Menu'));

const initials = (user: { firstName: string; lastName: string }) =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

/** Spec §2 account switcher: the accounts signed in on this browser, switch, add, sign out. */
export function AccountSwitcher() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const user = useSessionUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const accounts = useDeviceAccounts(Boolean(anchor));
  const switchAccount = useSwitchAccount();
  const signOutOne = useSignOutCurrentAccount();
  const signOutAll = useSignOut();
  const hasOpened = useHasOpened(Boolean(anchor));
  if (!user) return null;

  const list = accounts.data ?? [];
  const current = list.find((account) => account.user.id === user.id);
  const others = list.filter((account) => account.user.id !== user.id);
  const close = () => setAnchor(null);
  const isBusy = switchAccount.isPending || signOutOne.isPending || signOutAll.isPending;

  return (
    <>
      <HeaderButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('switcher.label', { name: fullName(user) })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'account-switcher' : undefined}
      >
        <HeaderAvatar picture={user.image} initials={initials(user)} />
      </HeaderButton>
      {hasOpened && (
        <Suspense>
          <Menu id="account-switcher" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
            <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
              <ListItemText primary={fullName(user)} secondary={user.email} />
            </MenuItem>
            <MenuItem
              onClick={() => {
                close();
                void navigate(paths.dashboards.account);
              }}
            >
              <ListItemIcon>
                <ManageIcon />
              </ListItemIcon>
              {t('switcher.account')}
            </MenuItem>
            <Divider />
            {others.map((account: DeviceAccount) => (
              <MenuItem
                key={account.user.id}
                disabled={isBusy}
                onClick={() => switchAccount.mutate(account)}
                aria-label={t('switcher.switchTo', { name: fullName(account.user) })}
              >
                <ListItemIcon>
                  <Avatar sx={{ width: 28, height: 28, fontSize: '0.8rem' }}>
                    {initials(account.user)}
                  </Avatar>
                </ListItemIcon>
                <ListItemText primary={fullName(account.user)} secondary={account.user.email} />
              </MenuItem>
            ))}
            <MenuItem onClick={addAccount} disabled={isBusy}>
              <ListItemIcon>
                <AddIcon />
              </ListItemIcon>
              {t('switcher.add')}
            </MenuItem>
            <Divider />
            {current && others.length > 0 && (
              <MenuItem onClick={() => signOutOne.mutate({ current, others })} disabled={isBusy}>
                <ListItemIcon>
                  <LogoutIcon />
                </ListItemIcon>
                {t('switcher.signOutOne')}
              </MenuItem>
            )}
            {/* Only once the browser's accounts are known: before, "this one" could be all of them. */}
            {!accounts.isPending && (
              <MenuItem onClick={() => signOutAll.mutate()} disabled={isBusy}>
                <ListItemIcon>
                  <LogoutIcon />
                </ListItemIcon>
                {others.length > 0 ? t('switcher.signOutAll') : t('switcher.signOutOne')}
              </MenuItem>
            )}
            {switchAccount.isError && (
              <Alert severity="error" role="alert" sx={{ mx: 1 }}>
                {t('switcher.failed')}
              </Alert>
            )}
          </Menu>
        </Suspense>
      )}
    </>
  );
}
