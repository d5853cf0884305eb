import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { InDevelopmentNotice } from '../../components/feedback/in-development-notice';
import { paths } from '../../config/paths';
import { useSessionUser } from '../../lib/session';
import type { RouteHandle } from '../route-handle';

/** Every route of spec §2 whose feature is not built yet: its name and the in-development notice. */
export function Component() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return (
    <InDevelopmentNotice
      title={handle ? t(`screens.${handle.screen}`) : undefined}
      backTo={user ? paths.dashboards.home : paths.landing}
    />
  );
}
