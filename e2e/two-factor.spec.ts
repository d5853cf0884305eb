import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import {
  apiHeaders,
  createAccount,
  expect,
  seriousAxeViolations,
  settled,
  signInWithPassword,
  test,
} from './fixtures';

/** The texts of one language, so the same journey runs in Dutch and in Darija. */
const texts = {
  nl: {
    account: 'Mijn account',
    security: 'Beveiliging',
    setUp: 'Authenticator-app instellen',
    password: 'Je wachtwoord',
    next: 'Volgende',
    secret: 'Sleutel',
    turnOn: 'Aanzetten',
    codes: 'Je back-upcodes',
    done: 'Ik heb ze bewaard',
    on: 'Aan',
    signOut: 'Uitloggen',
    secondStep: 'Tweestapsverificatie',
    submit: 'Verder',
    wrongCode: 'VOER EEN GELDIGE CODE IN, ALSTUBLIEFT',
    useBackup: 'Telefoon niet bij de hand? Gebruik een back-upcode',
    backupLabel: 'Back-upcode',
  },
  mc: {
    account: 'الحساب ديالي',
    security: 'الأمان',
    setUp: 'إعداد التطبيق ديال المصادقة',
    password: 'كلمة السر ديالك',
    next: 'التالي',
    secret: 'الساروت',
    turnOn: 'تشغيل',
    codes: 'الكودات الاحتياطية ديالك',
    done: 'خبيتهم',
    on: 'خدام',
    signOut: 'خروج',
    secondStep: 'التحقق على جوج مراحل',
    submit: 'نكملو',
    wrongCode: 'عطينا كود صحيح، عافاك',
    useBackup: 'التيليفون ماشي معاك؟ الدخول بكود احتياطي',
    backupLabel: 'كود احتياطي',
  },
};

/** Turns on the authenticator in the security tab; returns the "phone app" and backup codes. */
async function setUpAuthenticator(page: Page, password: string, language: 'nl' | 'mc') {
  const text = texts[language];
  await page.getByRole('link', { name: text.account }).first().click();
  await settled(page);
  await page.getByRole('tab', { name: text.security }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: text.setUp }).click();
  const dialog = page.getByRole('dialog', { name: text.setUp });
  await dialog.getByLabel(text.password).fill(password);
  await dialog.getByRole('button', { name: text.next }).click();
  await expect(dialog.getByRole('img')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const secret = (await dialog.getByLabel(text.secret).textContent())!.replace(/\s/g, '');
  const app = new TOTP({ secret, digits: 6, period: 30 });
  await dialog.getByRole('textbox').fill(app.generate());
  await dialog.getByRole('button', { name: text.turnOn }).click();
  const list = dialog.getByRole('list', { name: text.codes });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const backupCodes = await list.getByRole('listitem').allTextContents();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: text.done }).click();
  await expect(page.getByText(text.on, { exact: true })).toBeVisible();
  return { app, backupCodes };
}

/** The login form up to the second step (the password was right). */
async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await settled(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login\/factor-two$/);
  await settled(page);
}

async function signOut(page: Page, language: 'nl' | 'mc' = 'nl') {
  await page.getByRole('button', { name: texts[language].signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('set up an authenticator, sign out, sign in with password and its code; a backup code works once', async ({
  page,
}) => {
  const account = await createAccount(page.request, 'Twee');
  await page.context().clearCookies();
  await signInWithPassword(page, account.email, account.password);
  const { app, backupCodes } = await setUpAuthenticator(page, account.password, 'nl');
  await signOut(page);

  await passwordStep(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Tweestapsverificatie' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('Code van 6 cijfers').fill('000000');
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByRole('alert')).toHaveText('VOER EEN GELDIGE CODE IN, ALSTUBLIEFT');
  await page.getByLabel('Code van 6 cijfers').fill(app.generate());
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  await expect(page.getByRole('heading', { name: 'Hoi Twee!' })).toBeVisible();
  await signOut(page);

  const [backupCode] = backupCodes;
  for (const attempt of ['first', 'again'] as const) {
    await passwordStep(page, account.email, account.password);
    await page.getByRole('button', { name: texts.nl.useBackup }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Back-upcode').fill(backupCode!);
    await page.getByRole('button', { name: 'Verder' }).click();
    if (attempt === 'first') {
      await expect(page).toHaveURL(/\/dashboards$/);
      await settled(page);
      await signOut(page);
    } else {
      await expect(page.getByRole('alert')).toHaveText('VOER EEN GELDIGE CODE IN, ALSTUBLIEFT');
      await expect(page).toHaveURL(/\/auth\/login\/factor-two$/);
    }
  }

  // Ten wrong codes in a row lock the second step: no way in is left for now.
  for (let attempt = 0; attempt < 10; attempt++) {
    if (attempt % 5 === 0)
      await page.request.post('/api/auth/sign-in/email', {
        data: { email: account.email, password: account.password },
      });
    await page.request.post('/api/auth/two-factor/verify-totp', { data: { code: '000000' } });
  }
  await passwordStep(page, account.email, account.password);
  await page.getByLabel('Code van 6 cijfers').fill(app.generate());
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen onmogelijk' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('in Darija: the authenticator is set up and asked for, right to left, axe clean', async ({
  page,
}) => {
  const account = await createAccount(page.request, 'Darija');
  const headers = await apiHeaders(page.request);
  await page.request.put('/api/users/me/settings', { headers, data: { langSelected: 'mc' } });
  await page.context().clearCookies();
  await signInWithPassword(page, account.email, account.password);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const { app } = await setUpAuthenticator(page, account.password, 'mc');
  await signOut(page, 'mc');

  // The sign-in screens follow the language this browser last used.
  await page.goto('/auth/login');
  await settled(page);
  await page.locator('input[type=email]').fill(account.email);
  await page.locator('input[type=password]').fill(account.password);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/auth\/login\/factor-two$/);
  await settled(page);
  await expect(page.getByRole('heading', { name: texts.mc.secondStep })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('textbox').fill('000000');
  await page.getByRole('button', { name: texts.mc.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(texts.mc.wrongCode);
  await page.getByRole('button', { name: texts.mc.useBackup }).click();
  await expect(page.getByLabel(texts.mc.backupLabel)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /الرجوع للكود/ }).click();
  await page.getByRole('textbox').fill(app.generate());
  await page.getByRole('button', { name: texts.mc.submit }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
});
