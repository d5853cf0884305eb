import { type Language, languages } from '@leerloop/contracts';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  anchor: HTMLElement;
  current: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}

export default function LanguageMenuList({ id, anchor, current, onChoose, onClose }: Props) {
  const { t } = useTranslation('settings');
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language}
          selected={language === current}
          onClick={() => onChoose(language)}
          lang={language === 'mc' ? 'ary' : 'nl'}
        >
          {t(`language.${language}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
