import { type Language, toLanguage } from '@leerloop/contracts/language';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from './storage-keys';
import { prepareStyleCache } from './style-cache';

type Texts = () => Promise<{ default: ResourceKey }>;
type FirstTexts = () => Promise<Partial<Record<string, ResourceKey>>>;

const namespaceOf = (file: string) => file.replace(/^.*\/(.+)\.json$/, '$1');
const byNamespace = (files: Record<string, Texts>) =>
  Object.fromEntries(Object.entries(files).map(([file, load]) => [namespaceOf(file), load]));

/**
 * The namespaces every first screen renders with (common, layout, the forms' texts), one file
 * per language (issue 22): seven files of 1–3 KB had been seven requests before the first render.
 */
const firstTexts: Record<Language, FirstTexts> = {
  nl: () => import('../locales/first-texts-nl'),
  mc: () => import('../locales/first-texts-mc'),
};

/**
 * Every other namespace of each language is a chunk of its own, fetched when a screen first
 * uses it (issue 22): a page downloads only its own texts, and Dutch users never the Darija ones.
 */
const packs: Record<Language, Record<string, Texts>> = {
  nl: byNamespace(
    import.meta.glob<{ default: ResourceKey }>([
      '../locales/nl/*.json',
      '!../locales/nl/{common,layout,settings,auth}.json',
    ]),
  ),
  mc: byNamespace(
    import.meta.glob<{ default: ResourceKey }>([
      '../locales/mc/*.json',
      '!../locales/mc/{common,layout,settings,auth}.json',
    ]),
  ),
};

const lazyTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    // A namespace of its own file is fetched at once, not after the first screens' texts.
    const texts = async () => {
      const load = packs[toLanguage(language)][namespace];
      if (load) return (await load()).default;
      // One of the first screens', or one without a file (`legal` is added by its screen).
      return (await firstTexts[toLanguage(language)]())[namespace] ?? {};
    };
    texts().then(
      (resources) => done(null, resources),
      (error: Error) => done(error, null),
    );
  },
};

/** Spec §1: `langSelected = 'mc'` gives Darija, anything else Dutch. */
export const storedLanguage = (): Language => toLanguage(storage.get('langSelected'));

export const directionOf = (language: Language) => (language === 'mc' ? 'rtl' : 'ltr');

function applyToDocument(language: Language) {
  document.documentElement.lang = language === 'mc' ? 'ary' : 'nl';
  document.documentElement.dir = directionOf(language);
}

/**
 * Starts i18n in the language kept on this device, with `namespaces` (the first screen's, when
 * known) loaded before anything renders; every other namespace comes when a screen asks for it.
 */
export async function initI18n(namespaces: string[] = []) {
  const language = storedLanguage();
  if (language === 'mc') await prepareStyleCache('rtl');
  await i18n
    .use(lazyTexts)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'nl',
      ns: ['common', ...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  applyToDocument(language);
  return i18n;
}

/**
 * i18n for rendering pages at build time (issue 22): Dutch, every namespace loaded first, since a
 * page rendered to a string cannot wait for its texts.
 */
export async function initPrerenderI18n() {
  await i18n
    .use(lazyTexts)
    .use(initReactI18next)
    .init({
      lng: 'nl',
      fallbackLng: 'nl',
      ns: [...Object.keys(await firstTexts.nl()), ...Object.keys(packs.nl)],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return i18n;
}

/** Switches the language of the whole app and remembers it on this device. */
export async function setLanguage(language: Language) {
  if (language === 'mc') await prepareStyleCache('rtl');
  storage.set('langSelected', language);
  await i18n.changeLanguage(language);
  applyToDocument(language);
}

export { i18n };
