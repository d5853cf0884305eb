import type { Page } from '@playwright/test';
import { readLocale } from './content';
import {
  apiHeaders,
  clickMenuItem,
  createAccount,
  demoLearner,
  expect,
  seriousAxeViolations,
  settled,
  signInWithPassword,
  test,
} from './fixtures';

/** Counts how often 'Laden...' appears (after being away) on this page, and after each load. */
async function countLoadingScreens(page: Page) {
  const observe = () => {
    const counted = window as unknown as { loadingScreens: number };
    counted.loadingScreens = 0;
    let isShown = document.querySelector('[data-testid="location-loading"]') !== null;
    new MutationObserver(() => {
      const shown = document.querySelector('[data-testid="location-loading"]') !== null;
      if (shown && !isShown) counted.loadingScreens += 1;
      isShown = shown;
    }).observe(document, { childList: true, subtree: true });
  };
  await page.addInitScript(observe);
  await page.evaluate(observe);
  return () =>
    page.evaluate(() => (window as unknown as { loadingScreens: number }).loadingScreens);
}

/**
 * 'Laden...' shows over the content only: the moment it shows, the header (role banner) and the
 * menu (when there is one on screen) are in view and on top, not under it.
 */
async function expectLoadingUnderHeader(page: Page, { withMenu = false } = {}) {
  const onTop = await page.waitForFunction(() => {
    const loading = document.querySelector('[data-testid="location-loading"]');
    if (!loading) return null;
    const isOnTop = (element: Element | null) => {
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return element.contains(
        document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2),
      );
    };
    return {
      // Announced to a screen reader.
      role: loading.getAttribute('role'),
      text: loading.textContent,
      header: isOnTop(document.querySelector('header')),
      menu: isOnTop(document.querySelector('nav[aria-label="Hoofdmenu"] a')),
    };
  });
  expect(await onTop.jsonValue()).toEqual({
    role: 'status',
    text: 'Laden...',
    header: true,
    menu: withMenu,
  });
  await expect(page.getByRole('banner')).toBeVisible();
}

test.describe('public route set', () => {
  for (const [from, to] of [
    ['/auth', '/auth/login'],
    ['/bestaat-niet', '/'],
    ['/auth/bestaat-niet', '/'],
    ['/dashboards', '/'],
  ] as const) {
    test(`${from} goes to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
    });
  }

  test('the login page variants of spec §2 all show a step of the login page', async ({ page }) => {
    for (const [path, heading] of [
      ['/auth/login/factor-one', 'Andere manieren om in te loggen'],
      // Without a round trip to a school's sign-in there is no session: it says so.
      ['/auth/login/sso-callback', 'Inloggen via je school is niet gelukt'],
      ['/auth/login/reset-password', 'Nieuw wachtwoord instellen'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
  });

  test("shows 'Laden...' for a moment after each location change, under the header", async ({
    page,
  }) => {
    // The first page arrives pre-rendered and usable (decision on the first paint): the
    // second starts with the first location change.
    await page.goto('/');
    await settled(page);
    await page.getByRole('link', { name: 'Inloggen' }).first().click();
    await expectLoadingUnderHeader(page);
    await expect(page.getByText('Laden...')).toBeHidden({ timeout: 3000 });
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  });

  test('/, /auth/login and /auth/register paint before the app runs, without a second of Laden', async ({
    browser,
    page,
  }) => {
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const plain = await withoutScripts.newPage();
    for (const [path, heading] of [
      ['/', 'Leren dat voelt als een spel'],
      ['/auth/login', 'Inloggen'],
      ['/auth/register', 'Account maken'],
    ] as const) {
      await plain.goto(path);
      await expect(plain.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(plain.getByTestId('location-loading')).toHaveCount(0);
    }
    // The sign-in button looks as it will once the app runs it: nothing changes (or animates,
    // drawing frames while the page hydrates) as the app takes over.
    const signInLook = (on: Page) =>
      on.getByRole('button', { name: 'Inloggen', exact: true }).evaluate((button) => {
        const { backgroundColor, color, boxShadow } = getComputedStyle(button);
        return { backgroundColor, color, boxShadow };
      });
    await plain.goto('/auth/login');
    const prerenderedLook = await signInLook(plain);
    await withoutScripts.close();
    // With the app: it takes over the same page, part by part (decision 063), each part once,
    // and the header's menu works.
    for (const path of ['/', '/auth/login', '/auth/register']) {
      await page.goto(path);
      await settled(page);
      for (const part of ['header', 'main', 'footer', 'h1'])
        await expect(page.locator(part)).toHaveCount(1);
      await page.getByRole('button', { name: /Kies je taal/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    }
    const loadingScreens = await countLoadingScreens(page);
    await page.goto('/auth/login');
    await settled(page);
    expect(await signInLook(page)).toEqual(prerenderedLook);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page.getByText('E-mail is verplicht')).toBeVisible();
    expect(await loadingScreens()).toBe(0);
    // The page was painted before its modules were fetched: they do not hold the paint back.
    const { paint, firstModule } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      firstModule: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter(({ name }) => name.endsWith('.js') && !name.includes('/after-first-paint-'))
          .map(({ startTime }) => startTime),
      ),
    }));
    expect(firstModule).toBeGreaterThanOrEqual(paint);
  });

  test('the app takes over a pre-rendered page without styling it anew', async ({ page }) => {
    // Each rule added to a page makes the browser match its styles again: the pre-rendered
    // page brings every rule the app uses on it, its live buttons' too (issue 22). Counted
    // until the app runs the page.
    await page.addInitScript(() => {
      const added: string[] = [];
      Object.assign(window, { addedRules: added });
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule, index) {
        if (document.documentElement.dataset.app !== 'running') added.push(rule);
        return insertRule.call(this, rule, index);
      };
    });
    // Organisations' sign-in buttons (other tests add connections) are new content, not the
    // page's: they come once the app runs.
    await page.route('**/api/sso-connections', async (route) => {
      await page.locator('html[data-app="running"]').waitFor({ state: 'attached' });
      await route.continue();
    });
    for (const path of ['/', '/auth/login', '/auth/register']) {
      await page.goto(path);
      await settled(page);
      const added = await page.evaluate(
        () => (window as unknown as { addedRules: string[] }).addedRules,
      );
      // The text fields' autofill animations are written by each field's own global style.
      expect(added.filter((rule) => !rule.includes('keyframes mui-auto-fill'))).toEqual([]);
    }
  });

  test('what is typed on the pre-rendered sign-in page before the app runs stays and is sent', async ({
    page,
  }) => {
    const { email, password } = await createAccount(page.request);
    // A phone on a slow line: the app's scripts arrive once the form is filled in.
    let release = () => {};
    const isReleased = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/after-first-paint-*.js', async (route) => {
      await isReleased;
      await route.continue();
    });
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
    release();
    await settled(page);
    // The fields render again as the form follows them (leaving a field marks it touched):
    // what was typed stays in the boxes.
    await page.getByLabel('E-mail').focus();
    await page.getByLabel('Wachtwoord', { exact: true }).focus();
    await page.getByRole('button', { name: 'Inloggen', exact: true }).focus();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveValue(password);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboards$/);
  });

  test("shows 'Laden...' once for a redirect", async ({ page }) => {
    const loadingScreens = await countLoadingScreens(page);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    expect(await loadingScreens()).toBe(1);
  });

  test('the login form shows the four validation texts of spec §5', async ({ page }) => {
    await page.goto('/auth/login');
    await settled(page);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page.getByText('E-mail is verplicht')).toBeVisible();
    await expect(page.getByText('Wachtwoord is verplicht')).toBeVisible();
    await page.getByLabel('E-mail').fill('geen-adres');
    await page.getByLabel('Wachtwoord', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page.getByText('Ongeldig email adres')).toBeVisible();
    await expect(page.getByText('Wachtwoord moet minimaal 6 karakters zijn')).toBeVisible();
  });

  test('a wrong password is refused with a clear message', async ({ page }) => {
    await page.goto('/auth/login');
    await settled(page);
    await page.getByLabel('E-mail').fill('niemand@example.nl');
    await page.getByLabel('Wachtwoord', { exact: true }).fill('Verkeerd-wachtwoord-9');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Het e-mailadres of wachtwoord klopt niet.');
  });

  test('Darija (mc) gives a right-to-left login page in Arabic script', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('langSelected', 'mc'));
    await page.goto('/auth/login');
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ary');
    // The tab names the screen, in the learner's language (WCAG 2.4.2).
    await expect(page).toHaveTitle('الدخول · Leerloop');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).toMatch(/[\u0600-\u06FF]/);
    await page
      .getByRole('button', { name: /[\u0600-\u06FF]/ })
      .last()
      .click();
    await expect(page.getByText('الإيميل ضروري')).toBeVisible();
  });

  test('the language can be switched on the login page and is remembered', async ({ page }) => {
    await page.goto('/auth/login');
    await settled(page);
    await page.getByRole('button', { name: /Kies je taal/ }).click();
    await page.getByRole('menuitem', { name: 'Darija (الدارجة)' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => localStorage.getItem('langSelected'))).toBe('mc');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('an invitation link that does not work says so', async ({ page }) => {
    await page.goto('/auth/invitation/abc123');
    await settled(page);
    await expect(
      page.getByRole('heading', { name: 'Deze uitnodiging werkt niet meer' }),
    ).toBeVisible();
    await page.goto('/auth/invitation/no-such-invitation-token-1234');
    await settled(page);
    await expect(
      page.getByRole('heading', { name: 'Deze uitnodiging werkt niet meer' }),
    ).toBeVisible();
  });

  test('/iframe asks a visitor to sign in first, in a tab of its own', async ({ page }) => {
    await page.goto('/iframe');
    await settled(page);
    const link = page.getByRole('link', { name: 'Inloggen (opent in een nieuw tabblad)' });
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('the fullscreen toggle is there on every screen', async ({ page }) => {
    await page.goto('/auth/login');
    await settled(page);
    await expect(page.getByRole('button', { name: 'Volledig scherm' })).toBeVisible();
  });
});

test.describe('client route set', () => {
  const redirects = [
    ['/', '/dashboards'],
    ['/bestaat-niet', '/dashboards'],
    ['/auth/login', '/dashboards'],
    // Spec §2, for every signed-in user, also after onboarding: its routes stay reachable.
    ['/onboarding', '/onboarding/step1'],
    ['/onboarding/x', '/onboarding/step1'],
    ['/onboarding/step2', '/onboarding/step2'],
    ['/onboarding/step3', '/onboarding/step3'],
  ] as const;
  test('signed in, each path of the client route set goes where spec §2 says', async ({
    signedInPage: page,
  }) => {
    // One account for all of them: each check is a page load, not a new learner.
    for (const [from, to] of redirects) {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
    }
    await page.goto('/dashboards');
    await settled(page);
    await expect(page).toHaveTitle('Home · Leerloop');
  });

  test("'Laden...' shows once for a redirect, and on sign-in, with the header and menu in view", async ({
    page,
  }) => {
    const account = await createAccount(page.request, 'Laden');
    await page.context().clearCookies();
    await page.goto('/auth/login');
    await settled(page);
    const loadingScreens = await countLoadingScreens(page);
    // Signing in changes the route set and sends the login page on to the dashboard: once.
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboards$/);
    await settled(page);
    expect(await loadingScreens()).toBe(1);
    // / sends a signed-in user on to the dashboard: once.
    await page.goto('/');
    await expectLoadingUnderHeader(page, { withMenu: true });
    await expect(page).toHaveURL(/\/dashboards$/);
    await settled(page);
    expect(await loadingScreens()).toBe(1);
  });

  test('a learner who has not finished onboarding is sent to it from every client route', async ({
    page,
  }) => {
    const account = await createAccount(page.request, 'Nieuw', { onboarded: false });
    await page.context().clearCookies();
    await signInWithPassword(page, account.email, account.password, /\/onboarding\/step1$/);
    for (const [from, to] of [
      ['/onboarding', '/onboarding/step1'],
      ['/onboarding/x', '/onboarding/step1'],
      ['/onboarding/step3', '/onboarding/step3'],
      ['/dashboards/games', '/onboarding/step1'],
      ['/bestaat-niet', '/onboarding/step1'],
    ] as const) {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
    }
  });

  for (const language of ['nl', 'mc'] as const) {
    test(`onboarding cannot be skipped from its last page; it leads back to the step (${language})`, async ({
      page,
    }) => {
      const account = await createAccount(page.request, 'Haastig', { onboarded: false });
      await page.request.put('/api/users/me/settings', {
        headers: await apiHeaders(page.request),
        data: { langSelected: language },
      });
      await page.context().clearCookies();
      await signInWithPassword(page, account.email, account.password, /\/onboarding\/step1$/);
      await page.goto('/onboarding/step3');
      await settled(page);
      const onboarding = readLocale(language, 'onboarding');
      await page.getByRole('button', { name: onboarding.reward.start }).click();
      await expect(page.getByRole('alert')).toContainText(
        readLocale(language, 'errors', true).ONBOARDING_INCOMPLETE,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: onboarding.reward.toCode }).click();
      await expect(page).toHaveURL(/\/onboarding\/step1$/);
      // Still not started: the dashboard sends the learner back.
      await page.goto('/dashboards');
      await expect(page).toHaveURL(/\/onboarding\/step1$/);
    });
  }

  test('/iframe is Imi without the layout, for an organisation to embed', async ({
    signedInPage: page,
  }) => {
    const response = await page.goto('/iframe');
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Vraag het Imi' })).toBeVisible();
    await expect(page.getByLabel('Jouw vraag')).toBeVisible();
    // No header or menu: it sits inside someone else's page.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  test('the language setting is saved in the profile and applied at once', async ({
    signedInPage: page,
  }) => {
    await clickMenuItem(page, 'Instellingen');
    await page.getByRole('radio', { name: 'Darija (الدارجة)' }).check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const me = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}'));
    expect(me.langSelected).toBe('mc');
    // The profile keeps it: a new device gets Darija at sign-in.
    await page.evaluate(() => localStorage.removeItem('langSelected'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const response = await page.request.get('/api/users/me', {
      headers: await page.evaluate(() => ({
        authorization: `Bearer ${localStorage.getItem('accessToken')}`,
        'user-id': localStorage.getItem('userId') ?? '',
      })),
    });
    expect((await response.json()).data.langSelected).toBe('mc');
  });

  test('a session ended elsewhere shows the public routes after a reload', async ({
    signedInPage: page,
  }) => {
    const signOut = await page.request.post('/api/auth/sign-out', { data: {} });
    expect(signOut.ok()).toBe(true);
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
  });

  test('a language saved on one device reaches the other device at once', async ({ browser }) => {
    const phone = await (await browser.newContext()).newPage();
    const laptop = await (await browser.newContext()).newPage();
    const account = await createAccount(phone.request, 'Twee');
    await signInWithPassword(phone, account.email, account.password);
    await signInWithPassword(laptop, account.email, account.password);
    await expect(laptop.locator('html')).toHaveAttribute('dir', 'ltr');

    await clickMenuItem(phone, 'Instellingen');
    await phone.getByRole('radio', { name: 'Darija (الدارجة)' }).check();
    await phone.getByRole('button', { name: 'Opslaan' }).click();

    // No reload on the laptop: the realtime store tells it, and it re-reads the profile.
    await expect(laptop.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(laptop.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    await phone.context().close();
    await laptop.context().close();
  });

  test('a language saved while the other device was closed shows when it opens', async ({
    browser,
  }) => {
    const phone = await (await browser.newContext()).newPage();
    const laptopContext = await browser.newContext();
    const laptop = await laptopContext.newPage();
    const account = await createAccount(phone.request, 'Later');
    await signInWithPassword(phone, account.email, account.password);
    await signInWithPassword(laptop, account.email, account.password);
    await laptop.close();

    await clickMenuItem(phone, 'Instellingen');
    await phone.getByRole('radio', { name: 'Darija (الدارجة)' }).check();
    await phone.getByRole('button', { name: 'Opslaan' }).click();
    await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');

    // The laptop kept the old profile; opened again, it reads the profile afresh.
    const reopened = await laptopContext.newPage();
    await reopened.goto('/dashboards');
    await expect(reopened.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(reopened.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    await phone.context().close();
    await laptopContext.close();
  });

  test('the demo learner printed in the log can sign in', async ({ page }) => {
    const learner = demoLearner();
    await signInWithPassword(page, learner.email, learner.password);
    await expect(page.getByRole('heading', { name: 'Hoi Sam!' })).toBeVisible();
  });

  test('on an iPhone the fullscreen toggle explains the Aa menu', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    });
    const page = await context.newPage();
    await page.goto('/');
    await settled(page);
    await page.getByRole('button', { name: 'Volledig scherm' }).click();
    await expect(page.getByRole('dialog', { name: 'Volledig scherm op je iPhone' })).toContainText(
      'Aa',
    );
    await context.close();
  });
});
