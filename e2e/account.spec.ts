import { noisePng } from './png';
import {
  createAccount,
  readCode,
  uniqueEmail,
  expect,
  seriousAxeViolations,
  settled,
  signInWithPassword,
  test,
  openNewAccount,
  addVerifiedPhone,
} from './fixtures';

test("a learner deletes their account by typing 'Delete account'; it is gone", async ({ page }) => {
  const account = await openNewAccount(page, 'Vertrek');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Account verwijderen…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account verwijderen' });
  await expect(dialog).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const submit = dialog.getByRole('button', { name: 'Account verwijderen' });
  await dialog.getByLabel('Je wachtwoord').fill(account.password);
  await dialog.getByLabel('Typ Delete account om te bevestigen').fill('delete account');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Typ Delete account om te bevestigen').fill('Delete account');
  await submit.click();

  await expect(page).toHaveURL(/\/$/);
  await settled(page);
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
  await page.goto('/auth/login');
  await settled(page);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByText('Het e-mailadres of wachtwoord klopt niet.')).toBeVisible();
});

test('two accounts on one browser: add one, switch between them, sign out of one', async ({
  page,
}) => {
  const first = await createAccount(page.request, 'Eerste');
  const second = await createAccount(page.request, 'Tweede');
  await page.context().clearCookies();
  await signInWithPassword(page, first.email, first.password);
  await expect(page.getByRole('heading', { name: 'Hoi Eerste!' })).toBeVisible();

  await page.getByRole('button', { name: 'Account van Eerste Persoon' }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('menuitem', { name: 'Account toevoegen' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signInWithPassword(page, second.email, second.password);
  await expect(page.getByRole('heading', { name: 'Hoi Tweede!' })).toBeVisible();

  await page.getByRole('button', { name: 'Account van Tweede Persoon' }).click();
  await page.getByRole('menuitem', { name: 'Wissel naar Eerste Persoon' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Hoi Eerste!' })).toBeVisible();

  // Signing out of this one leaves the other signed in, and it takes over.
  await page.getByRole('button', { name: 'Account van Eerste Persoon' }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen bij dit account' }).click();
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Hoi Tweede!' })).toBeVisible();
  await page.getByRole('button', { name: 'Account van Tweede Persoon' }).click();
  await expect(page.getByRole('menuitem', { name: /Wissel naar/ })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Uitloggen bij dit account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboards');
  await expect(page).toHaveURL(/\/$/);
});

test('add and verify a second e-mail, make it primary; the last identification cannot be deleted', async ({
  page,
}) => {
  const account = await openNewAccount(page, 'Adres');
  const addresses = page.getByRole('list', { name: 'E-mailadressen' });
  await expect(addresses.getByRole('listitem')).toHaveCount(1);

  const second = uniqueEmail('tweede-adres');
  await page.getByRole('button', { name: 'E-mailadres toevoegen' }).click();
  const add = page.getByRole('dialog', { name: 'E-mailadres toevoegen' });
  await add.getByLabel('Nieuw e-mailadres').fill(second);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await add.getByRole('button', { name: 'Stuur een code' }).click();
  const verify = page.getByRole('dialog', { name: 'E-mailadres bevestigen' });
  await verify.getByLabel('Code van 6 cijfers').fill('000000');
  await verify.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(verify.getByRole('alert')).toHaveText('VOER EEN GELDIGE CODE IN, ALSTUBLIEFT');
  await verify.getByLabel('Code van 6 cijfers').fill(await readCode(page.request, second));
  await verify.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(verify).toBeHidden();
  await expect(addresses.getByRole('listitem')).toHaveCount(2);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: `${second} primair maken` }).click();
  await expect(addresses.getByRole('listitem').first()).toContainText(second);
  await expect(addresses.getByRole('listitem').first()).toContainText('Primair');
  await expect(page.getByText(second).first()).toBeVisible();

  await page.getByRole('button', { name: `${account.email} verwijderen` }).click();
  await expect(addresses.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: `${second} verwijderen` }).click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(
    'You cannot delete your last identification.',
  );
  await expect(addresses.getByRole('listitem')).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A phone number: added in international form, verified by the texted code, then primary.
  await addVerifiedPhone(page);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The new primary address signs in.
  await page.getByRole('button', { name: 'Uitloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInWithPassword(page, second, account.password);
});

test('change the name, and the password (the current one first) — other devices are signed out', async ({
  browser,
}) => {
  const laptop = await browser.newContext();
  const account = await createAccount(laptop.request, 'Wissel');
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await signInWithPassword(phonePage, account.email, account.password);

  await laptop.clearCookies();
  const page = await laptop.newPage();
  await signInWithPassword(page, account.email, account.password);
  await page.getByRole('link', { name: 'Mijn account' }).click();
  await settled(page);
  // A profile picture: chosen, checked and resized by the server, shown at once.
  await page.getByLabel('Foto kiezen').setInputFiles({
    name: 'ik.png',
    mimeType: 'image/png',
    buffer: noisePng(400),
  });
  const picture = page.getByRole('img', { name: 'Profielfoto van Wissel Persoon' });
  await expect(picture).toHaveAttribute('src', /^\/api\/avatars\/.+\.webp$/);
  // Until the picture has loaded its width is 0: waited for, as with an organisation's logo.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  await page.getByLabel('Voornaam').fill('Wessel');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Je naam is opgeslagen.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account van Wessel Persoon' })).toBeVisible();

  await page.getByRole('tab', { name: 'Beveiliging' }).click();
  await page.getByLabel('Huidig wachtwoord').fill('Niet-het-goede-1');
  await page.getByLabel('Nieuw wachtwoord').fill('Paardenbloem-Kompas-88');
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByText('Incorrect Password')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('Huidig wachtwoord').fill(account.password);
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByText('Je wachtwoord is gewijzigd.')).toBeVisible();

  // This device goes on; the phone's session has ended.
  await page.reload();
  await settled(page);
  await expect(page.getByRole('tab', { name: 'Beveiliging' })).toBeVisible();
  await phonePage.reload();
  await expect(phonePage).toHaveURL(/\/$/);
  await laptop.close();
  await phone.close();
});
