import {
  clickMenuItem,
  createAccount,
  expect,
  seriousAxeViolations,
  settled,
  signInWithPassword,
  test,
} from './fixtures';

test("a learner deletes their account by typing 'Delete account'; it is gone", async ({ page }) => {
  const account = await createAccount(page.request, 'Vertrek');
  await page.context().clearCookies();
  await signInWithPassword(page, account.email, account.password);

  await clickMenuItem(page, 'Instellingen');
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
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Het e-mailadres of wachtwoord klopt niet.')).toBeVisible();
});
