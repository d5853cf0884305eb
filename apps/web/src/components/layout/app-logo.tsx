import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The word mark; always in Latin script, also in Darija. Plain elements with static CSS
 * (`.app-logo` in plain.css): it is in every screen's header (decision 074).
 */
export function AppLogo({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="app-logo">
      <span className="app-logo__ring" aria-hidden />
      <span dir="ltr">{t('appName')}</span>
    </Link>
  );
}
