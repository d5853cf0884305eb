import { type Language, toLanguage } from '@leerloop/contracts';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../lib/i18n';
import { useIsHydrated } from '../../../lib/use-is-hydrated';
import { updateStoredUser } from '../../../lib/session';
import { saveSettings } from '../api/save-settings';

// The menu (popover, focus trap, transitions) loads when first opened, not with the page.
const LanguageMenuList = lazy(() => import('./language-menu-list'));

/**
 * The language choice in a page header: kept on this device (langSelected), and for a signed-in
 * user (`inProfile`, onboarding) saved in the profile too, so it follows them everywhere.
 */
export function LanguageMenu({ inProfile = false }: { inProfile?: boolean }) {
  const { t, i18n } = useTranslation('settings');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = toLanguage(i18n.language);
  // On a pre-rendered page a tap before the app runs would do nothing (decision 039).
  const isHydrated = useIsHydrated();
  const choose = async (language: Language) => {
    setAnchor(null);
    await setLanguage(language);
    if (inProfile) updateStoredUser(await saveSettings({ langSelected: language }));
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={!isHydrated}
        sx={isHydrated ? undefined : { '&.Mui-disabled': { color: 'inherit' } }}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-label={`${t('language.label')}: ${t(`language.${current}`)}`}
      >
        {t(`language.${current}`)}
      </Button>
      {anchor && (
        <Suspense>
          <LanguageMenuList
            id="language-menu"
            anchor={anchor}
            current={current}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
