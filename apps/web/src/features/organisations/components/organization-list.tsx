import type { OrganizationSummary } from '@leerloop/contracts';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { OrganizationLogo } from './organization-logo';

/**
 * The caller's organisations, each leading to its profile: on the organisations screen (with
 * the active one marked) and on a coach's home.
 */
export function OrganizationList({
  organizations,
  label,
  activeId,
  disablePadding,
}: {
  organizations: OrganizationSummary[];
  label: string;
  activeId?: string | null;
  disablePadding?: boolean;
}) {
  const { t } = useTranslation('organisations');
  return (
    <List aria-label={label} disablePadding={disablePadding}>
      {organizations.map((organization) => (
        <ListItem key={organization.id} disablePadding divider>
          <ListItemButton
            component={Link}
            to={paths.dashboards.organization(organization.id)}
            aria-label={t('open', { name: organization.name })}
            sx={{ gap: 1, flexWrap: 'wrap' }}
          >
            <ListItemAvatar>
              <OrganizationLogo organization={organization} />
            </ListItemAvatar>
            <ListItemText
              primary={organization.name}
              secondary={t('membersCount', { count: organization.membersCount })}
            />
            <Chip size="small" label={t(`roles.${organization.role}`)} />
            {organization.id === activeId && (
              <Chip size="small" color="success" label={t('active')} />
            )}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
