import {
  ageSignIns,
  expect,
  readTextedCode,
  seriousAxeViolations,
  settled,
  test,
  openNewAccount,
  addVerifiedPhone,
} from './fixtures';

test('a phone number: sign in with a texted code, turn it on as second step, confirm who you are after ten minutes', async ({
  page,
}) => {
  const account = await openNewAccount(page, 'Sms');
  const number = await addVerifiedPhone(page);

  // Signed out, the number alone (and its texted code) signs in.
  await page.getByRole('button', { name: 'Uitloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/login');
  await settled(page);
  await page.getByRole('link', { name: 'Inloggen met een code per sms' }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen met een code per sms' })).toBeVisible();
  await page.getByLabel('Telefoonnummer').fill('06 12');
  await page.getByRole('button', { name: 'Stuur code' }).click();
  await expect(page.getByText('Vul een telefoonnummer in internationale vorm in')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('Telefoonnummer').fill(number);
  await page.getByRole('button', { name: 'Stuur code' }).click();
  await expect(page.getByText('hebben we er een code naartoe gestuurd')).toBeVisible();
  await page.getByLabel('Code van 6 cijfers').fill('000000');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toHaveText('VOER EEN GELDIGE CODE IN, ALSTUBLIEFT');
  await page.getByLabel('Code van 6 cijfers').fill(await readTextedCode(page.request, number));
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  await settled(page);

  // The number as second step: on, then the password asks a texted code.
  await page.goto('/dashboards/account?tab=security');
  await settled(page);
  const textStep = page.getByRole('region', { name: 'Code per sms' });
  await expect(textStep.getByText(number)).toBeVisible();
  await textStep.getByRole('button', { name: 'Aanzetten' }).click();
  await expect(textStep.getByText('Aan', { exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Uitloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/login');
  await settled(page);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login\/factor-two$/);
  await expect(page.getByText(`eindigt op •• ${number.slice(-2)}`)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Stuur code' }).click();
  await expect(page.getByText('We hebben een code gestuurd')).toBeVisible();
  await page.getByLabel('Code van 6 cijfers').fill(await readTextedCode(page.request, number));
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  await settled(page);

  // Eleven minutes later, removing the number asks who this is first (password, or a code).
  ageSignIns(account.email, 11);
  await page.goto('/dashboards/account');
  await settled(page);
  await page.getByRole('button', { name: `${number} verwijderen` }).click();
  const confirm = page.getByRole('dialog', { name: 'Bevestig dat jij het bent' });
  await expect(confirm).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await confirm.getByLabel('Je wachtwoord').fill('Niet-Mijn-Wachtwoord-1');
  await confirm.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Incorrect Password');
  await confirm.getByLabel('Je wachtwoord').fill(account.password);
  await confirm.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(confirm).toBeHidden();
  // The change went on by itself; with no number left, the texted second step is off.
  await expect(
    page.getByRole('list', { name: 'Telefoonnummers' }).getByRole('listitem'),
  ).toHaveCount(0);
  await page.goto('/dashboards/account?tab=security');
  await settled(page);
  await expect(
    page.getByRole('region', { name: 'Code per sms' }).getByText('Uit', { exact: true }),
  ).toBeVisible();
});
