import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSessionIdentity, useSessionUser } from '../../../lib/session';
import { useHasOpened } from '../../../lib/use-has-opened';
import { useOrganizations, useSetActiveOrganization } from '../api/organisations';
import { OrganizationLogo } from './organization-logo';

type Organizations = NonNullable<ReturnType<typeof useOrganizations>['data']>['organizations'];

// The menu's popover (and its focus trap and transitions) loads when first opened (issue 22).
const Menu = lazy(() => import('@mui/material/Menu'));

/**
 * Spec §2 organisation switcher: every organisation the user belongs to, and the personal
 * account; the chosen one is the session's active organisation (whose learners a coach sees).
 * Shown only when there is a real choice — more than one organisation, or a coach — and then
 * at the top of the menu, where the whole name fits on a phone (decision 028). `onDone` closes
 * the menu's drawer once a choice is made.
 */
export function OrganizationSwitcher({ onDone }: { onDone?: () => void }) {
  const organizations = useOrganizations().data?.organizations;
  const user = useSessionUser();
  // A learner in one organisation (or none) has nothing to switch between.
  const hasChoice = Boolean(organizations && (organizations.length > 1 || user?.isCoach));
  if (!organizations || !hasChoice) return null;
  // Its texts load only for someone who has the choice; the menu around it does not wait.
  return (
    <Suspense fallback={null}>
      <Switcher organizations={organizations} onDone={onDone} />
    </Suspense>
  );
}

/** The button naming the active organisation, and its menu of the others. */
function Switcher({
  organizations,
  onDone,
}: {
  organizations: Organizations;
  onDone?: () => void;
}) {
  const { t } = useTranslation('organisations');
  const navigate = useNavigate();
  const setActive = useSetActiveOrganization();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const activeId = useSessionIdentity()?.orgId ?? null;
  const hasOpened = useHasOpened(Boolean(anchor));
  const active = organizations.find((o) => o.id === activeId);
  const activeName = active?.name ?? t('personal');
  const close = () => {
    setAnchor(null);
    onDone?.();
  };
  const choose = (organizationId: string | null) => {
    close();
    if (organizationId !== activeId) setActive.mutate(organizationId);
  };

  return (
    <Box sx={{ px: 1, pt: 1 }}>
      <Button
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-label={t('switcher.label', { name: activeName })}
        fullWidth
        startIcon={active ? <OrganizationLogo organization={active} size={32} /> : <BusinessIcon />}
        endIcon={<UnfoldMoreIcon />}
        sx={{ justifyContent: 'flex-start', textAlign: 'start', color: 'text.primary' }}
      >
        {/* The whole name, over as many lines as it needs: never "P…" on a phone. */}
        <Box component="span" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ display: 'block', typography: 'caption' }}>
            {t('switcher.heading')}
          </Box>
          {activeName}
        </Box>
      </Button>
      {hasOpened && (
        <Suspense>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {[
              { id: null, name: t('personal') },
              ...organizations.map(({ id, name }) => ({ id, name })),
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
                close();
                void navigate(paths.dashboards.organizations);
              }}
            >
              <ListItemIcon>
                <SettingsIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('switcher.manage')}</ListItemText>
            </MenuItem>
          </Menu>
        </Suspense>
      )}
    </Box>
  );
}
