import { type Language, toLanguage } from '@leerloop/contracts';
import nlErrors from '@leerloop/contracts/i18n/nl/errors.json';
import nlValidation from '@leerloop/contracts/i18n/nl/validation.json';
import nlWidget from '@leerloop/contracts/i18n/nl/widget.json';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from './storage-keys';
import { prepareStyleCache } from './style-cache';

const nlPack = import.meta.glob<{ default: Record<string, unknown> }>('../locales/nl/*.json', {
  eager: true,
});
const mcPack = import.meta.glob<{ default: Record<string, unknown> }>('../locales/mc/*.json');

const namespaceOf = (file: string) => file.replace(/^.*\/(.+)\.json$/, '$1');

/** Dutch is the source and the fallback; it ships with the app. */
const nlResources = {
  ...Object.fromEntries(
    Object.entries(nlPack).map(([file, mod]) => [namespaceOf(file), mod.default]),
  ),
  validation: nlValidation,
  errors: nlErrors,
  widget: nlWidget,
};

/** Darija is fetched only when chosen, so Dutch users never download it. */
async function loadDarija() {
  if (i18n.hasResourceBundle('mc', 'common')) return;
  const [files, errors, validation, widget] = await Promise.all([
    Promise.all(
      Object.entries(mcPack).map(
        async ([file, load]) => [namespaceOf(file), (await load()).default] as const,
      ),
    ),
    import('@leerloop/contracts/i18n/mc/errors.json'),
    import('@leerloop/contracts/i18n/mc/validation.json'),
    import('@leerloop/contracts/i18n/mc/widget.json'),
  ]);
  for (const [namespace, texts] of files)
    i18n.addResourceBundle('mc', namespace, texts, true, true);
  i18n.addResourceBundle('mc', 'errors', errors.default, true, true);
  i18n.addResourceBundle('mc', 'validation', validation.default, true, true);
  i18n.addResourceBundle('mc', 'widget', widget.default, true, true);
}

/** Spec §1: `langSelected = 'mc'` gives Darija, anything else Dutch. */
export const storedLanguage = (): Language => toLanguage(storage.get('langSelected'));

export const directionOf = (language: Language) => (language === 'mc' ? 'rtl' : 'ltr');

function applyToDocument(language: Language) {
  document.documentElement.lang = language === 'mc' ? 'ary' : 'nl';
  document.documentElement.dir = directionOf(language);
}

export async function initI18n() {
  const language = storedLanguage();
  await i18n.use(initReactI18next).init({
    resources: { nl: nlResources },
    lng: 'nl',
    fallbackLng: 'nl',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (language === 'mc') await setLanguage('mc');
  else applyToDocument('nl');
  return i18n;
}

/** Switches the language of the whole app and remembers it on this device. */
export async function setLanguage(language: Language) {
  if (language === 'mc') await Promise.all([loadDarija(), prepareStyleCache('rtl')]);
  storage.set('langSelected', language);
  await i18n.changeLanguage(language);
  applyToDocument(language);
}

export { i18n };
