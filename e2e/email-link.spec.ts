import { createAccount, expect, readLink, seriousAxeViolations, settled, test } from './fixtures';

test('sign in with an e-mailed link opened in a second tab; the first tab shows the switch-tab state', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const account = await createAccount(context.request, 'Link');
  await context.clearCookies();
  const first = await context.newPage();
  await first.goto('/auth/login');
  await settled(first);
  await first.getByRole('link', { name: 'Inloggen met een link per e-mail' }).click();
  await settled(first);
  await expect(
    first.getByRole('heading', { name: 'Andere manieren om in te loggen' }),
  ).toBeVisible();
  expect(await seriousAxeViolations(first)).toEqual([]);
  await first.getByLabel('E-mail').fill(account.email);
  await first.getByRole('button', { name: 'Stuur mij een inloglink' }).click();
  await expect(first.getByRole('heading', { name: 'Kijk in je mail' })).toBeVisible();
  expect(await seriousAxeViolations(first)).toEqual([]);

  // The learner opens the link from their mail: it opens in a new tab of the same browser.
  const link = await readLink(context.request, account.email);
  expect(new URL(link).pathname).toBe('/auth/login/factor-one');
  const second = await context.newPage();
  await second.goto(new URL(link).pathname + new URL(link).search);
  await expect(second).toHaveURL(/\/dashboards$/);
  await settled(second);
  await expect(second.getByRole('heading', { name: 'Hoi Link!' })).toBeVisible();

  await expect(first.getByRole('heading', { name: 'Ingelogd in een ander tabblad' })).toBeVisible();
  await expect(first.getByText(/Ga verder in dat tabblad/)).toBeVisible();
  expect(await seriousAxeViolations(first)).toEqual([]);
  await first.getByRole('button', { name: 'Hier verder gaan' }).click();
  await expect(first).toHaveURL(/\/dashboards$/);

  // The link worked once; opened again (in a fresh browser) it says so.
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto(new URL(link).pathname + new URL(link).search);
  await settled(elsewhere);
  await expect(elsewhere.getByRole('heading', { name: 'Deze link werkt niet' })).toBeVisible();
  expect(await seriousAxeViolations(elsewhere)).toEqual([]);
  await elsewhere.getByRole('link', { name: 'Stuur een nieuwe link' }).click();
  await expect(elsewhere).toHaveURL(/\/auth\/login\/factor-one$/);
  await context.close();
  await elsewhere.context().close();
});
