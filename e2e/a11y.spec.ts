import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations as seriousViolations, settled, test } from './fixtures';

/** Every sign-in and sign-up screen of spec §2 (its steps included). */
const publicAccountScreens = [
  '/auth/login',
  '/auth/login/factor-one',
  '/auth/login/factor-two',
  '/auth/login/reset-password',
  '/auth/login/sso-callback',
  '/auth/login/factor-one?token=abcdefghijklmnopqrstuvwxyzABCDEF',
  '/auth/login/factor-one?method=phone',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/verify-account',
  '/auth/otp-code',
  '/auth/reset-password',
];

/** The openers of the profile's dialogs and tabs, in each language. */
const profileTexts = {
  nl: {
    addEmail: 'E-mailadres toevoegen',
    deleteAccount: 'Account verwijderen…',
    security: 'Beveiliging',
    setUp: 'Authenticator-app instellen',
    switcher: 'Account van Test Persoon',
  },
  mc: {
    addEmail: 'إضافة إيميل',
    deleteAccount: 'مسح الحساب…',
    security: 'الأمان',
    setUp: 'إعداد التطبيق ديال المصادقة',
    switcher: 'الحساب ديال Test Persoon',
  },
};

/** Submits the screen's form empty, so its validation messages are checked too. */
async function submitEmpty(page: Page) {
  const submit = page.locator('form button[type=submit]');
  if (await submit.count()) await submit.first().click();
}

for (const language of ['nl', 'mc'] as const) {
  test.describe(`accessibility (${language})`, () => {
    // One test per screen: each gets the whole time budget on a busy machine.
    for (const path of publicAccountScreens)
      test(`the sign-in screen ${path} has no serious or critical axe violations`, async ({
        page,
      }) => {
        await page.addInitScript((lang) => localStorage.setItem('langSelected', lang), language);
        await page.goto(path);
        await settled(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await submitEmpty(page);
        expect(await seriousViolations(page), path).toEqual([]);
      });

    test('the home screen has no serious or critical axe violations', async ({
      signedInPage: page,
    }) => {
      await page.evaluate((lang) => localStorage.setItem('langSelected', lang), language);
      await page.reload();
      await settled(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the user profile, its dialogs and the account switcher have no serious axe violations', async ({
      signedInPage: page,
    }) => {
      const t = profileTexts[language];
      await page.evaluate((lang) => localStorage.setItem('langSelected', lang), language);
      await page.goto('/dashboards/account');
      await settled(page);
      const check = async (what: string) => expect(await seriousViolations(page), what).toEqual([]);
      await check('account tab');
      for (const opener of [t.addEmail, t.deleteAccount, t.security, t.setUp]) {
        if (opener === t.security) {
          await page.getByRole('tab', { name: t.security }).click();
          await check('security tab');
          continue;
        }
        await page.getByRole('button', { name: opener }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await check(opener);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      await page.getByRole('button', { name: t.switcher }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await check('account switcher');
    });
  });
}
