import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSessionIdentity } from '../../../lib/session';
import { useOrganizations, useSetActiveOrganization } from '../api/organisations';
import { OrganizationLogo } from './organization-logo';

/**
 * Spec §2 organisation switcher: every organisation the user belongs to, and the personal
 * account; the chosen one is the session's active organisation (whose learners a coach sees).
 */
export function OrganizationSwitcher() {
  const { t } = useTranslation('organisations');
  const navigate = useNavigate();
  const organizations = useOrganizations();
  const setActive = useSetActiveOrganization();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const activeId = useSessionIdentity()?.orgId ?? null;
  const data = organizations.data;
  // Nothing to switch between until the user belongs to an organisation.
  if (!data || data.organizations.length === 0) return null;
  const active = data.organizations.find((o) => o.id === activeId);
  const activeName = active?.name ?? t('personal');
  const choose = (organizationId: string | null) => {
    setAnchor(null);
    if (organizationId !== activeId) setActive.mutate(organizationId);
  };

  return (
    <>
      <Button
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-label={t('switcher.label', { name: activeName })}
        startIcon={active ? <OrganizationLogo organization={active} size={24} /> : <BusinessIcon />}
        sx={{ maxWidth: { xs: 140, sm: 240 }, textTransform: 'none' }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {activeName}
        </span>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {[
          { id: null, name: t('personal') },
          ...data.organizations.map(({ id, name }) => ({ id, name })),
        ].map((option) => {
          const isActive = option.id === activeId;
          return (
            <MenuItem
              key={option.id ?? 'personal'}
              selected={isActive}
              onClick={() => choose(option.id)}
            >
              <ListItemIcon>{isActive && <CheckIcon fontSize="small" />}</ListItemIcon>
              <ListItemText>{option.name}</ListItemText>
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate(paths.dashboards.organizations);
          }}
        >
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('switcher.manage')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
