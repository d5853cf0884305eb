import { type Language, languages, toLanguage } from '@leerloop/contracts';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../lib/i18n';

/** Signed-out language choice: kept on this device (langSelected). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('settings');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = toLanguage(i18n.language);
  const choose = async (language: Language) => {
    setAnchor(null);
    await setLanguage(language);
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-label={`${t('language.label')}: ${t(`language.${current}`)}`}
      >
        {t(`language.${current}`)}
      </Button>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        {languages.map((language) => (
          <MenuItem
            key={language}
            selected={language === current}
            onClick={() => choose(language)}
            lang={language === 'mc' ? 'ary' : 'nl'}
          >
            {t(`language.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
