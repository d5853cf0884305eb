import type { Browser, Page } from '@playwright/test';
import yauzl from 'yauzl';
import {
  apiHeaders,
  createAccount,
  expect,
  readCode,
  readLink,
  seriousAxeViolations,
  settled,
  signInWithPassword,
  startProgramme,
  STRONG_PASSWORD,
  test,
  uniqueEmail,
} from './fixtures';
import { noisePng } from './png';

/** 14 this year: under 16 for certain. */
const UNDER_16 = String(new Date().getFullYear() - 14);

/** The names of a ZIP's entries and their contents. */
const unzip = (zip: Buffer) =>
  new Promise<Map<string, Buffer>>((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      archive.on('entry', (entry: yauzl.Entry) =>
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        }),
      );
      archive.on('end', () => resolve(entries));
      archive.on('error', reject);
      archive.readEntry();
    });
  });

async function expectAxeClean(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** The parent opens the mailed link in a browser of their own (no account) and consents. */
async function parentConsents(browser: Browser, parentEmail: string, learnerName: string) {
  const context = await browser.newContext();
  const parent = await context.newPage();
  const link = await readLink(parent.request, parentEmail);
  expect(new URL(link).pathname).toMatch(/^\/toestemming\//);
  await parent.goto(link);
  await settled(parent);
  await expect(
    parent.getByRole('heading', { name: `Toestemming voor ${learnerName}` }),
  ).toBeVisible();
  await expect(
    parent.getByRole('heading', { name: 'Waar geef je toestemming voor?' }),
  ).toBeVisible();
  await expectAxeClean(parent);
  const give = parent.getByRole('button', { name: 'Ik geef toestemming' });
  await expect(give).toBeDisabled();
  await parent.getByLabel(`Ik ben de ouder of verzorger van ${learnerName}.`).check();
  await give.click();
  await expect(parent.getByRole('status')).toContainText('Dank je wel');
  await expect(parent.getByRole('button', { name: 'Toestemming intrekken' })).toBeVisible();
  await expectAxeClean(parent);
  await context.close();
}

test('an under-16 without a school: birth year, a parent’s consent, then Imi, uploads and the download', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('lina');
  const parentEmail = uniqueEmail('ouder-lina');

  // Sign-up asks the birth year, checks it, and links the terms and the privacy statement.
  await page.goto('/auth/register');
  await settled(page);
  await page.getByRole('link', { name: 'privacyverklaring', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Privacyverklaring', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hoe lang bewaren we het?' })).toBeVisible();
  await expect(page.getByText('Gesprekken met Imi: 90 dagen')).toBeVisible();
  await expect(page.getByText(/Autoriteit Persoonsgegevens/)).toBeVisible();
  await expectAxeClean(page);
  await page.goBack();
  await settled(page);
  await page.getByLabel('Voornaam').fill('Lina');
  await page.getByLabel('Achternaam').fill('Haddou');
  await page.getByLabel('Geboortejaar').fill('09');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Account maken', exact: true }).click();
  await expect(page.getByText('Vul je geboortejaar in met 4 cijfers, zoals 2009')).toBeVisible();
  await page.getByLabel('Geboortejaar').fill(UNDER_16);
  await page.getByRole('button', { name: 'Account maken', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/verify-account\?email=/);
  await page.getByLabel('Code van 6 cijfers').fill(await readCode(page.request, email));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step1$/);
  // Onboarding is not what this journey is about, and a learner in no organisation cannot
  // finish it in the app (no access code): the programme is started in the database.
  await startProgramme(page.request, email);
  const headers = await apiHeaders(page.request);
  await page.goto('/dashboards');
  await expect(page).toHaveURL(/\/dashboards$/);
  await settled(page);

  // Imi shows the consent step instead of failing; the parent's address, not the learner's own.
  await page.getByRole('link', { name: 'Vraag het Imi' }).click();
  await settled(page);
  await expect(
    page.getByRole('heading', { name: 'Toestemming van je ouder of verzorger' }),
  ).toBeVisible();
  await expect(page.getByLabel('Jouw vraag')).toHaveCount(0);
  await expectAxeClean(page);
  const parentField = page.getByLabel('E-mailadres van je ouder of verzorger');
  await parentField.fill(email);
  await page.getByRole('button', { name: 'Stuur de mail' }).click();
  await expect(
    page.getByText('Vul het e-mailadres van je ouder of verzorger in, niet je eigen adres'),
  ).toBeVisible();
  await parentField.fill(parentEmail);
  await page.getByRole('button', { name: 'Stuur de mail' }).click();
  await expect(
    page.getByRole('heading', { name: 'We wachten op je ouder of verzorger' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: parentEmail })).toBeVisible();
  await expectAxeClean(page);

  // The parent consents from the mail; this tab opens Imi by itself.
  await parentConsents(browser, parentEmail, 'Lina');
  const question = page.getByLabel('Jouw vraag');
  await expect(question).toBeVisible();
  await question.fill('Wat is een sterke kant?');
  await page.getByRole('button', { name: 'Versturen' }).click();
  // Kept once Imi's answer has streamed to its end.
  await expect
    .poll(
      async () => {
        const chats = (await (await page.request.get('/api/chats', { headers })).json()).data.chats;
        if (!chats[0]) return 0;
        const chat = await (
          await page.request.get(`/api/chats/${chats[0].id}`, { headers })
        ).json();
        return chat.data.messages.length;
      },
      { timeout: 60_000 },
    )
    .toBe(2);

  // Uploads are open too: a photo for week 1's task 2.
  await page.getByRole('link', { name: 'Mijn opdrachten' }).click();
  await settled(page);
  const photoTask = page.getByRole('region', { name: 'Taak 2' });
  await photoTask.getByRole('tab', { name: 'Foto, video of bestand' }).click();
  await photoTask.getByLabel('Bestand kiezen').setInputFiles({
    name: 'mijn-foto.png',
    mimeType: 'image/png',
    buffer: noisePng(64),
  });
  await photoTask.getByRole('button', { name: 'Versturen' }).click();
  await expect(photoTask.getByRole('img', { name: 'Jouw bestand bij deze taak' })).toBeVisible();

  // Download my data: the photo and the chat are in it.
  await page.getByRole('link', { name: 'Mijn account' }).click();
  await settled(page);
  await expect(
    page.getByRole('link', { name: 'Wat we bewaren, hoe lang en wie wat ziet' }),
  ).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Mijn gegevens downloaden' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leerloop-mijn-gegevens-\d{4}-\d{2}-\d{2}\.zip$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const entries = await unzip(Buffer.concat(chunks));
  const photo = [...entries.keys()].find((name) => /^antwoorden\/.+-mijn-foto\.png$/.test(name));
  expect(photo).toBeDefined();
  expect(entries.get(photo!)!.subarray(1, 4).toString('latin1')).toBe('PNG');
  const chats = JSON.parse(entries.get('imi-gesprekken.json')!.toString('utf8'));
  expect(chats.chats[0].messages[0]).toMatchObject({ content: 'Wat is een sterke kant?' });
  expect(JSON.parse(entries.get('profiel.json')!.toString('utf8'))).toMatchObject({
    email,
    birthYear: Number(UNDER_16),
    parentalConsent: { parentEmail, givenAt: expect.any(String) },
  });
});

test('in Darija: the consent step, the parent’s page, the privacy statement and terms', async ({
  page,
  browser,
}) => {
  const account = await createAccount(page.request, 'Yasmina', { birthYear: Number(UNDER_16) });
  const headers = await apiHeaders(page.request);
  await page.request.put('/api/users/me/settings', { headers, data: { langSelected: 'mc' } });
  await page.context().clearCookies();
  await signInWithPassword(page, account.email, account.password);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/dashboards/assignments');
  await settled(page);
  await expect(
    page.getByRole('heading', { name: 'الموافقة ديال الوالدين ولا المسؤول القانوني' }),
  ).toBeVisible();
  await expectAxeClean(page);
  const parentEmail = uniqueEmail('ouder-yasmina');
  await page.getByLabel('الإيميل ديال الوالدين ولا المسؤول القانوني').fill(parentEmail);
  await page.getByRole('button', { name: 'إرسال الإيميل' }).click();
  await expect(
    page.getByRole('heading', { name: 'كنتسناو الوالدين ولا المسؤول القانوني' }),
  ).toBeVisible();
  await expectAxeClean(page);

  // The parent reads it in Darija too.
  const context = await browser.newContext();
  const parent = await context.newPage();
  await parent.goto('/');
  await parent.evaluate(() => localStorage.setItem('langSelected', 'mc'));
  await parent.goto(await readLink(parent.request, parentEmail));
  await settled(parent);
  await expect(parent.getByRole('heading', { name: 'الموافقة على Yasmina' })).toBeVisible();
  await expectAxeClean(parent);
  await context.close();

  // The footer leads to the privacy statement and the terms, in Darija.
  await page.getByRole('link', { name: 'سياسة الخصوصية' }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'سياسة الخصوصية', level: 1 })).toBeVisible();
  await expect(page.getByText(/autoriteitpersoonsgegevens\.nl/)).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('link', { name: 'الشروط' }).click();
  await expect(page).toHaveURL(/\/voorwaarden$/);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'الشروط', level: 1 })).toBeVisible();
  await expectAxeClean(page);

  // And the terms in Dutch.
  await page.evaluate(() => localStorage.setItem('langSelected', 'nl'));
  await page.reload();
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Voorwaarden', level: 1 })).toBeVisible();
  await expectAxeClean(page);
});
