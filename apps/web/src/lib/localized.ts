import { type Localized, toLanguage } from '@leerloop/contracts';
import { useTranslation } from 'react-i18next';

/** Picks a content text (`{ nl, mc }`) in the language the app shows now. */
export function useLocalized() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (text: Localized) => text[language];
}
