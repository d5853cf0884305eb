import { afterAll, expect, test } from 'vitest';
import { i18n, initI18n, setLanguage } from './i18n';

afterAll(() => localStorage.clear());

test("the first screens' texts, a screen's own and the contracts', in both languages", async () => {
  localStorage.setItem('langSelected', 'nl');
  await initI18n(['auth', 'dashboard', 'errors']);
  expect(i18n.t('common:loading')).toBe('Laden...');
  expect(i18n.t('auth:email')).toBe('E-mail');
  expect(i18n.t('dashboard:greeting', { name: 'Sam' })).toBe('Hoi Sam!');
  expect(i18n.t('errors:FORBIDDEN')).toBe('Je hebt geen toegang tot dit onderdeel.');

  await setLanguage('mc');
  await i18n.loadNamespaces(['auth', 'dashboard']);
  expect(i18n.t('auth:email')).toBe('الإيميل');
  expect(document.documentElement.dir).toBe('rtl');
  // A namespace without a file (a screen adds its own) loads as empty, not as an error.
  await i18n.loadNamespaces('legal');
  expect(i18n.hasLoadedNamespace('legal')).toBe(true);
});

test('the first screens get the same namespaces in both languages', async () => {
  const nl = await import('../locales/first-texts-nl');
  const mc = await import('../locales/first-texts-mc');
  expect(Object.keys(mc).sort()).toEqual(Object.keys(nl).sort());
});
