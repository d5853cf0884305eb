import type { Page } from '@playwright/test';
import {
  apiHeaders,
  createAccount,
  DEMO_ACCESS_CODE,
  demoAdmin,
  demoCoach,
  expect,
  readCode,
  readLink,
  seriousAxeViolations,
  settled,
  signInWithPassword,
  takeOnboardingSteps,
  test,
} from './fixtures';
import { noisePng } from './png';

async function createOrganisation(page: Page, name: string, slug: string, withLogo = false) {
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
  if (withLogo) {
    await dialog
      .getByLabel('Logo kiezen')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: noisePng(300) });
    await expect(dialog.getByRole('img', { name: 'Logo van Nieuwe organisatie' })).toBeVisible();
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Maken' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  if (withLogo) {
    // Kept by the server as a square WebP of its own.
    const logo = page.getByRole('img', { name: `Logo van ${name}` });
    await expect(logo).toHaveAttribute('src', /^\/api\/logos\/.+\.webp$/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  }
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
  await createOrganisation(page, name, `jeugdhuis-${process.pid}-${Date.now() % 100_000}`, true);
  // The new organisation is the active one: the switcher says so.
  await expect(page.getByRole('button', { name: `Organisatie: ${name}` })).toBeVisible();
  // Its access code (issue 18: 16 symbols), for the Admin to share with learners.
  const accessCode = page.getByRole('group', { name: `Toegangscode van ${name}` });
  await expect(accessCode).toHaveText(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
  await expect(page.getByRole('button', { name: 'Code kopiëren' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Leden' }).click();
  await expect(page.getByRole('list', { name: `Leden van ${name}` })).toContainText('Admin');
  await page.getByRole('button', { name: 'Leden uitnodigen' }).click();
  const invite = page.getByRole('dialog', { name: 'Leden uitnodigen' });
  // The dialog opens where one types (the page's second field that asks for the focus).
  await expect(invite.getByLabel('E-mailadressen')).toBeFocused();
  await invite.getByRole('button', { name: 'Uitnodigingen versturen' }).click();
  await expect(invite.getByText('Vul minstens één e-mailadres in')).toBeVisible();
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
  await expect(confirm.getByLabel(`Typ ${name} om te bevestigen`)).toBeFocused();
  await expect(submit).toBeDisabled();
  await confirm.getByLabel(`Typ ${name} om te bevestigen`).fill(name.toUpperCase());
  await expect(submit).toBeDisabled();
  await confirm.getByLabel(`Typ ${name} om te bevestigen`).fill(name);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await submit.click();
  await expect(page.getByText('Je hoort nog bij geen enkele organisatie.')).toBeVisible();
});

test('an admin verifies a domain (gmail.com is refused), a platform admin approves it; a new user there asks to join (Pending approval), is approved (Joined); with enrollment off the next one gets nothing', async ({
  page,
  browser,
}) => {
  // Three browsers (the admin, the platform admin, the new user) and a dozen axe scans.
  const admin = await createAccount(page.request, 'Domein');
  await page.context().clearCookies();
  await signInWithPassword(page, admin.email, admin.password);
  const name = `Wijkschool ${process.pid}${Date.now() % 10_000}`;
  await createOrganisation(page, name, `wijkschool-${process.pid}-${Date.now() % 100_000}`);
  const domain = `wijk-${process.pid}-${Date.now()}.test`;

  await page.getByRole('tab', { name: 'Domeinen' }).click();
  await expect(page.getByText('Er zijn nog geen domeinen.')).toBeVisible();
  await page.getByRole('button', { name: 'Domein toevoegen' }).click();
  const add = page.getByRole('dialog', { name: 'Domein toevoegen' });
  // A mail domain anyone has an address at is no organisation's.
  await add.getByLabel('Domein', { exact: true }).fill('gmail.com');
  await add.getByLabel('E-mailadres bij dit domein').fill(`${admin.email.split('@')[0]}@gmail.com`);
  await add.getByRole('button', { name: 'Code sturen' }).click();
  await expect(
    add.getByText(
      'Dit is een domein van een mailprovider voor iedereen (zoals gmail.com): voeg het eigen domein van je school of organisatie toe',
    ),
  ).toBeVisible();
  await add.getByLabel('Domein', { exact: true }).fill(domain);
  await add.getByLabel('E-mailadres bij dit domein').fill('ict@elders.nl');
  await add.getByRole('button', { name: 'Code sturen' }).click();
  await expect(add.getByText('Het e-mailadres moet bij dit domein horen')).toBeVisible();
  await add.getByLabel('E-mailadres bij dit domein').fill(`ict@${domain}`);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await add.getByRole('button', { name: 'Code sturen' }).click();
  await expect(add).toBeHidden();

  const domains = page.getByRole('list', { name: 'Geverifieerde domeinen' });
  await expect(domains).toContainText('Niet bevestigd');
  await expect(domains).toContainText(`We hebben een code gestuurd naar ict@${domain}.`);
  expect(await seriousAxeViolations(page)).toEqual([]);
  const verify = page.getByRole('form', { name: `${domain} bevestigen` });
  await verify.getByLabel('Code van 6 cijfers').fill('000000');
  await verify.getByRole('button', { name: 'Domein bevestigen' }).click();
  await expect(verify.getByRole('alert')).toHaveText('VOER EEN GELDIGE CODE IN, ALSTUBLIEFT');
  await verify.getByLabel('Code van 6 cijfers').fill(await readCode(page.request, `ict@${domain}`));
  await verify.getByRole('button', { name: 'Domein bevestigen' }).click();
  await expect(domains).toContainText('Bevestigd');
  // Verified, it enrolls no one until a platform admin approves it; the mode can be chosen now.
  await expect(domains).toContainText('Wacht op goedkeuring');
  const mode = page.getByRole('combobox', { name: `Inschrijving via ${domain}` });
  await expect(mode).toHaveText('Geen automatische inschrijving');
  await mode.click();
  await page.getByRole('option', { name: 'Automatisch voorstellen' }).click();
  await expect(mode).toHaveText('Automatisch voorstellen');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The platform admin approves it on the admin dashboard.
  const platformContext = await browser.newContext();
  const platform = await platformContext.newPage();
  await signInWithPassword(platform, demoAdmin().email, demoAdmin().password);
  await platform.getByRole('link', { name: 'Beheer' }).click();
  await settled(platform);
  const waitingDomains = platform.getByRole('list', {
    name: 'Domeinen die wachten op goedkeuring',
  });
  await expect(waitingDomains).toContainText(domain);
  await expect(waitingDomains).toContainText(`${name} · bevestigd via ict@${domain}`);
  expect(await seriousAxeViolations(platform)).toEqual([]);
  await platform.getByRole('button', { name: `${domain} goedkeuren` }).click();
  await expect(platform.getByRole('button', { name: `${domain} goedkeuren` })).toHaveCount(0);
  await platformContext.close();
  await page.reload();
  await settled(page);
  await expect(domains).toContainText('Bevestigd');
  await expect(domains).not.toContainText('Wacht op goedkeuring');

  // A new user at the domain sees the suggestion at the start and asks to join: they may go on
  // without an access code.
  const newcomer = await createAccount(page.request, 'Nieuw', { domain, onboarded: false });
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await signInWithPassword(user, newcomer.email, newcomer.password, /\/onboarding\/step1$/);
  const waiting = user.getByRole('list', { name: 'Voor jou' });
  await expect(waiting).toContainText(name);
  await expect(waiting).toContainText('Je e-mailadres hoort bij deze organisatie.');
  expect(await seriousAxeViolations(user)).toEqual([]);
  await waiting.getByRole('button', { name: `Vraag om lid te worden van ${name}` }).click();
  await expect(waiting).toContainText('Pending approval');
  await expect(user.getByText(`Je hebt gevraagd om lid te worden van ${name}.`)).toBeVisible();

  // The admin approves it under Leden › Verzoeken.
  await page.getByRole('tab', { name: 'Leden' }).click();
  await page.getByRole('tab', { name: 'Verzoeken (1)' }).click();
  const requests = page.getByRole('list', { name: 'Verzoeken om lid te worden' });
  await expect(requests).toContainText(newcomer.email);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await requests.getByRole('button', { name: 'Verzoek van Nieuw Persoon goedkeuren' }).click();
  await expect(page.getByText('Er zijn geen verzoeken.')).toBeVisible();
  await page.getByRole('tab', { name: 'Actief' }).click();
  await expect(page.getByRole('list', { name: `Leden van ${name}` })).toContainText(newcomer.email);

  await user.reload();
  await settled(user);
  await expect(waiting).toContainText('Joined');
  await expect(user.getByText(`Je bent lid van ${name}. Je hebt geen code nodig.`)).toBeVisible();
  expect(await seriousAxeViolations(user)).toEqual([]);
  await user.getByRole('button', { name: 'Verder' }).first().click();
  await expect(user).toHaveURL(/\/onboarding\/step2$/);
  await userContext.close();

  // Enrollment off: the next new user at the domain is offered nothing.
  await page.getByRole('tab', { name: 'Domeinen' }).click();
  await mode.click();
  await page.getByRole('option', { name: 'Geen automatische inschrijving' }).click();
  await expect(mode).toHaveText('Geen automatische inschrijving');
  const later = await createAccount(page.request, 'Later', { domain });
  await page.context().clearCookies();
  await signInWithPassword(page, later.email, later.password);
  await page.goto('/dashboards/organizations');
  await settled(page);
  await expect(page.getByText('Je hoort nog bij geen enkele organisatie.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Voor jou' })).toHaveCount(0);
  const offered = await page.request.get('/api/organization-suggestions', {
    headers: await apiHeaders(page.request),
  });
  expect((await offered.json()).data).toEqual({ suggestions: [], invitations: [] });
});

test('in Darija: every organisation screen and dialog, right to left, axe clean', async ({
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
  // A domain waiting for its code, and an invitation from another organisation waiting for them.
  const domain = `dar-${process.pid}-${Date.now()}.test`;
  await page.request.post(`/api/organizations/${id}/domains`, {
    headers,
    data: { domain, email: `ict@${domain}` },
  });
  await createAccount(page.request, 'Nadi');
  const inviterHeaders = await apiHeaders(page.request);
  const club = await page.request.post('/api/organizations', {
    headers: inviterHeaders,
    data: { name: 'نادي الحي', slug: `nadi-${process.pid}-${Date.now() % 100_000}` },
  });
  const invited = await page.request.post(
    `/api/organizations/${(await club.json()).data.id}/invitations`,
    { headers: inviterHeaders, data: { emails: [admin.email], role: 'member' } },
  );
  expect((await invited.json()).data.sent).toEqual([admin.email]);
  await page.context().clearCookies();
  await signInWithPassword(page, admin.email, admin.password);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/dashboards/organizations');
  await settled(page);
  await expect(page.getByRole('main').getByRole('list', { name: 'المنظمات' })).toContainText(
    'دار الشباب',
  );
  await expect(page.getByRole('list', { name: 'ليك' })).toContainText('نادي الحي');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'إنشاء منظمة' }).click();
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
  // The members tab's third tab: requests (none yet).
  await page.getByRole('tab', { name: 'الطلبات (0)' }).click();
  await expect(page.getByText('ما كاين حتى طلب.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'الدومينات' }).click();
  await expect(page.getByRole('list', { name: 'الدومينات المأكدين' })).toContainText(domain);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'إضافة دومين' }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('tab').nth(0).click();
  // The access code reads left to right inside the right-to-left page.
  await expect(page.getByRole('group', { name: 'كود الدخول ديال دار الشباب' })).toHaveAttribute(
    'dir',
    'ltr',
  );
  await expect(page.getByRole('button', { name: 'نسخ الكود' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'مسح المنظمة' }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  // The switcher's menu (a coach's; this new session works in the organisation of the last
  // one), and the invitation waiting for them.
  await page.getByRole('button', { name: 'المنظمة: دار الشباب' }).click();
  await expect(page.getByRole('menuitem', { name: 'تسيير المنظمات' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('menuitem', { name: 'تسيير المنظمات' }).click();
  await settled(page);
  await page.getByRole('list', { name: 'ليك' }).getByRole('link').click();
  await expect(page.getByRole('button', { name: 'قبول الدعوة' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

for (const language of ['nl', 'mc'] as const)
  test(`a learner who joins with the access code works in that organisation (${language})`, async ({
    page,
  }) => {
    const texts = {
      nl: { code: 'Toegangscode', next: 'Verder', switcher: 'Organisatie', active: 'Actief' },
      mc: { code: 'كود الدخول', next: 'نكملو', switcher: 'المنظمة', active: 'الحالية' },
    }[language];
    // The organisation and its access code, from its Admin.
    await createAccount(page.request, 'Admin');
    const name = `Buurtschool ${language} ${Date.now()}`;
    const created = await page.request.post('/api/organizations', {
      headers: await apiHeaders(page.request),
      data: { name, slug: `buurtschool-${language}-${Date.now()}` },
    });
    const { accessCode } = (await created.json()).data as { accessCode: string };

    // A new learner signs in and enters the code in onboarding's first step.
    await page.context().clearCookies();
    const learner = await createAccount(page.request, 'Sami', { onboarded: false });
    await page.request.put('/api/users/me/settings', {
      headers: await apiHeaders(page.request),
      data: { langSelected: language },
    });
    await page.context().clearCookies();
    await signInWithPassword(page, learner.email, learner.password, /\/onboarding\/step1$/);
    await page.getByLabel(texts.code).fill(accessCode);
    await page.getByRole('button', { name: texts.next }).click();
    await expect(page).toHaveURL(/\/onboarding\/step2$/);
    await takeOnboardingSteps(page.request);

    // Spec §3 session orgId: the session works in the organisation joined. With nothing to
    // choose between, no switcher (decision 028).
    await page.goto('/dashboards');
    await settled(page);
    await expect(page.getByRole('button', { name: `${texts.switcher}: ${name}` })).toHaveCount(0);
    await page.goto('/dashboards/organizations');
    await settled(page);
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText(texts.active);
  });

test('on a phone: no switcher for a learner in one organisation; a coach finds the whole name in the menu', async ({
  browser,
}) => {
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  const page = await (await browser.newContext(phone)).newPage();
  // A learner enters the demo code in onboarding: that organisation is where they work now.
  const learner = await createAccount(page.request, 'Eén', { onboarded: false });
  await page.context().clearCookies();
  await signInWithPassword(page, learner.email, learner.password, /\/onboarding\/step1$/);
  await page.getByLabel('Toegangscode').fill(DEMO_ACCESS_CODE);
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step2$/);
  const me = async () =>
    (
      await (
        await page.request.get('/api/organizations', { headers: await apiHeaders(page.request) })
      ).json()
    ).data as { activeOrganizationId: string; organizations: { id: string; name: string }[] };
  const joined = await me();
  expect(joined.organizations.find((o) => o.id === joined.activeOrganizationId)?.name).toBe(
    'Leerloop Demo',
  );
  await takeOnboardingSteps(page.request);
  await page.goto('/dashboards');
  await settled(page);
  await page.getByRole('button', { name: 'Menu openen' }).click();
  await expect(page.getByRole('dialog', { name: 'Hoofdmenu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Organisatie:/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The coach, on a phone: the switcher is the menu's first item, its name whole.
  const coach = await (await browser.newContext(phone)).newPage();
  const { email, password } = demoCoach();
  await signInWithPassword(coach, email, password);
  await expect(
    coach.getByRole('banner').getByRole('button', { name: /^Organisatie:/ }),
  ).toHaveCount(0);
  await coach.getByRole('button', { name: 'Menu openen' }).click();
  const switcher = coach.getByRole('button', { name: 'Organisatie: Leerloop Demo' });
  await expect(switcher).toBeVisible();
  expect(await switcher.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
  expect(await seriousAxeViolations(coach)).toEqual([]);
  await switcher.click();
  await expect(coach.getByRole('menuitem', { name: 'Persoonlijk account' })).toBeVisible();
  await expect(coach.getByRole('menuitem', { name: 'Leerloop Demo' })).toBeVisible();
});
