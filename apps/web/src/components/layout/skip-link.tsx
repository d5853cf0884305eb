import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the header and menu. */
export function SkipLink() {
  const { t } = useTranslation('layout');
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      {t('skipToContent')}
    </a>
  );
}
