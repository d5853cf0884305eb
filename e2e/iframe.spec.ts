import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readLocale } from './content';
import {
  apiHeaders,
  createAccount,
  expect,
  seriousAxeViolations,
  settled,
  signInWithPassword,
  test,
} from './fixtures';
import { BASE_URL } from './playwright.config';

// Issue 19 item 8 (PRODUCT.md /iframe): an organisation's Admin lists the sites that may show
// Imi in a frame; on such a site (another origin, another site: 127.0.0.1 frames localhost) the
// learner's session reaches the frame, and a site not listed is refused by the browser.

/** A page on a site of its own that frames /iframe for the organisation `slug`. */
async function siteThatFrames(slug: string, language: 'nl' | 'mc') {
  const server: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><html lang="nl"><title>De Wijkschool</title><main><h1>Huiswerkhoek</h1>` +
        `<iframe src="${BASE_URL}/iframe?org=${slug}&lang=${language}" title="Imi" width="420" height="700"></iframe></main></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

for (const language of ['nl', 'mc'] as const) {
  test(`an Admin lets the school's site show Imi, signed in, in a frame; other sites are refused (${language})`, async ({
    page,
  }) => {
    const organisations = readLocale(language, 'organisations');
    const imi = readLocale(language, 'imi');
    const account = await createAccount(page.request, 'Noor');
    await page.context().clearCookies();
    await signInWithPassword(page, account.email, account.password);
    const headers = await apiHeaders(page.request);
    await page.request.put('/api/users/me/settings', {
      headers,
      data: { langSelected: language },
    });
    await page.evaluate((value) => localStorage.setItem('langSelected', value), language);
    const slug = `wijkschool-${language}-${Date.now()}`;
    const created = await page.request.post('/api/organizations', {
      headers,
      data: { name: `Wijkschool ${language}`, slug },
    });
    const org = (await created.json()).data as { id: string };

    const school = await siteThatFrames(slug, language);
    const elsewhere = await siteThatFrames(slug, language);
    try {
      await page.goto(`/dashboards/organizations/${org.id}`);
      await settled(page);
      const sites = page.getByLabel(organisations.embedding.sites);
      await sites.fill('https://www.wijkschool.nl/leren');
      await page.getByRole('button', { name: organisations.embedding.save }).click();
      await expect(
        page.getByText(readLocale(language, 'validation', true).origin_invalid),
      ).toBeVisible();
      await sites.fill(`https://www.wijkschool.nl\n${school.origin}`);
      await page.getByRole('button', { name: organisations.embedding.save }).click();
      await expect(page.getByText(organisations.embedding.saved)).toBeVisible();
      await expect(page.getByLabel(organisations.embedding.codeLabel)).toContainText(
        `/iframe?org=${slug}`,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);

      // On the school's site the browser holds Leerloop's cookies back until the learner allows
      // them once (the Storage Access API; its prompt is the browser's own, granted here). Then
      // Imi is there, signed in, with what it tells learners first.
      await page.context().grantPermissions(['storage-access']);
      await page.goto(school.origin);
      const frame = page.frameLocator('iframe[title="Imi"]');
      await frame.getByRole('button', { name: imi.embed.accessButton }).click();
      await expect(frame.getByText(imi.transparency)).toBeVisible();

      // On a site the Admin did not list, the browser refuses the frame.
      const refused = page.waitForEvent('console', (message) =>
        /frame-ancestors/.test(message.text()),
      );
      await page.goto(elsewhere.origin);
      expect((await refused).text()).toContain('frame-ancestors');
      await expect(frame.getByText(imi.transparency)).toBeHidden();
    } finally {
      await school.close();
      await elsewhere.close();
    }
  });
}
