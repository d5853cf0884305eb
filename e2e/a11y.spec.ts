import { expect, seriousAxeViolations as seriousViolations, settled, test } from './fixtures';

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

for (const language of ['nl', 'mc'] as const) {
  test.describe(`accessibility (${language})`, () => {
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
