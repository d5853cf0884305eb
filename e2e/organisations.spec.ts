import type { Page } from '@playwright/test';
import {
  apiHeaders,
  createAccount,
  expect,
  readLink,
  seriousAxeViolations,
  settled,
  signInWithPassword,
  test,
} from './fixtures';

async function createOrganisation(page: Page, name: string, slug: string) {
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Organisaties' })
    .click();
  await settled(page);
  await expect(page.getByText('Je hoort nog bij geen enkele organisatie.')).toBeVisible();
  await page.getByRole('button', { name: 'Organisatie maken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe organisatie' });
  await dialog.getByLabel('Naam van de organisatie').fill(name);
  await dialog.getByLabel('Korte naam voor het webadres').fill('Met Spaties');
  await dialog.getByRole('button', { name: 'Maken' }).click();
  await expect(dialog.getByText('Gebruik 2 tot 64 kleine letters')).toBeVisible();
  await dialog.getByLabel('Korte naam voor het webadres').fill(slug);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Maken' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('an admin starts an organisation, invites a guest (a malformed address is listed), the guest joins by the mailed link, the admin deletes it by its name', async ({
  page,
  browser,
}) => {
  const invitee = await createAccount(page.request, 'Gast');
  const admin = await createAccount(page.request, 'Admin');
  await page.context().clearCookies();
  await signInWithPassword(page, admin.email, admin.password);
  const name = `Jeugdhuis ${process.pid}${Date.now() % 10_000}`;
  await createOrganisation(page, name, `jeugdhuis-${process.pid}-${Date.now() % 100_000}`);
  // The new organisation is the active one: the switcher says so.
  await expect(page.getByRole('button', { name: `Organisatie: ${name}` })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Leden' }).click();
  await expect(page.getByRole('list', { name: `Leden van ${name}` })).toContainText('Admin');
  await page.getByRole('button', { name: 'Leden uitnodigen' }).click();
  const invite = page.getByRole('dialog', { name: 'Leden uitnodigen' });
  await invite.getByLabel('E-mailadressen').fill(`${invitee.email}, geen-adres`);
  await invite.getByLabel('Rol').click();
  await page.getByRole('option', { name: 'Gast' }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await invite.getByRole('button', { name: 'Uitnodigingen versturen' }).click();
  await expect(invite.getByRole('status')).toHaveText('1 uitnodiging verstuurd.');
  await expect(invite.getByRole('alert')).toContainText(
    'Deze uitnodigingen konden niet worden verstuurd.',
  );
  await expect(invite.getByRole('alert')).toContainText('geen-adres: geen geldig e-mailadres');
  // The one to fix stays in the field; the sent one is gone from it.
  await expect(invite.getByLabel('E-mailadressen')).toHaveValue('geen-adres');
  await invite.getByRole('button', { name: 'Sluiten' }).click();
  const invitations = page.getByRole('list', { name: 'Uitnodigingen' });
  await expect(invitations).toContainText(invitee.email);
  await expect(invitations).toContainText('Uitgenodigd');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The guest opens the mailed link signed out, signs in, and accepts.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(await readLink(page.request, invitee.email));
  await expect(guest.getByText(`Je bent uitgenodigd voor ${name} als Gast.`)).toBeVisible();
  expect(await seriousAxeViolations(guest)).toEqual([]);
  await guest.getByRole('button', { name: 'Inloggen om te accepteren' }).click();
  await settled(guest);
  await guest.getByLabel('E-mail').fill(invitee.email);
  await guest.getByLabel('Wachtwoord', { exact: true }).fill(invitee.password);
  await guest.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(guest).toHaveURL(/\/auth\/invitation\//);
  await guest.getByRole('button', { name: 'Uitnodiging accepteren' }).click();
  await expect(guest.getByRole('heading', { name: 'Joined' })).toBeVisible();
  await guest.getByRole('link', { name: `Naar ${name}` }).click();
  await settled(guest);
  // A guest sees the organisation, not its members, and cannot delete it.
  await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    guest.getByText('Alleen een Admin kan de naam en het webadres aanpassen.'),
  ).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Organisatie verwijderen' })).toHaveCount(0);
  await guest.getByRole('tab', { name: 'Leden' }).click();
  await expect(
    guest.getByText('Als Gast zie je niet wie er verder in de organisatie zit.'),
  ).toBeVisible();
  expect(await seriousAxeViolations(guest)).toEqual([]);
  await guestContext.close();

  // The admin sees the invitation accepted, then deletes the organisation by typing its name.
  await page.reload();
  await settled(page);
  await page.getByRole('tab', { name: 'Uitnodigingen' }).click();
  await expect(page.getByRole('list', { name: 'Uitnodigingen' })).toContainText('Joined');
  await page.getByRole('tab', { name: 'Algemeen' }).click();
  await page.getByRole('button', { name: 'Organisatie verwijderen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Organisatie verwijderen' });
  const submit = confirm.getByRole('button', { name: 'Organisatie verwijderen' });
  await expect(submit).toBeDisabled();
  await confirm.getByLabel(`Typ ${name} om te bevestigen`).fill(name.toUpperCase());
  await expect(submit).toBeDisabled();
  await confirm.getByLabel(`Typ ${name} om te bevestigen`).fill(name);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await submit.click();
  await expect(page.getByText('Je hoort nog bij geen enkele organisatie.')).toBeVisible();
});

test('in Darija: the organisation screens and the invite dialog, right to left, axe clean', async ({
  page,
}) => {
  const admin = await createAccount(page.request, 'Beheer');
  const headers = await apiHeaders(page.request);
  await page.request.put('/api/users/me/settings', { headers, data: { langSelected: 'mc' } });
  const response = await page.request.post('/api/organizations', {
    headers,
    data: { name: 'دار الشباب', slug: `dar-chabab-${process.pid}-${Date.now() % 100_000}` },
  });
  expect(response.ok()).toBe(true);
  const { id } = (await response.json()).data;
  await page.context().clearCookies();
  await signInWithPassword(page, admin.email, admin.password);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/dashboards/organizations');
  await settled(page);
  await expect(page.getByRole('main').getByRole('list')).toContainText('دار الشباب');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'صايب منظمة' }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto(`/dashboards/organizations/${id}?tab=members`);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'دار الشباب' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page
    .getByRole('button', { name: /عرض على أعضاء جداد/ })
    .first()
    .click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('tab').nth(0).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
