import type { Browser, Locator, Page } from '@playwright/test';
import { createAccount, expect, seriousAxeViolations, signInWithPassword } from './fixtures';

/** The swipe journeys (onboarding's themes, the game's decks) on a phone-sized screen. */
export const PHONE = { width: 390, height: 844 };

export async function expectAxeClean(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** Drags a card with the mouse past the threshold: right is agree, left is disagree. */
export async function drag(page: Page, card: Locator, direction: 'right' | 'left') {
  const box = (await card.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const distance = (direction === 'right' ? 1 : -1) * box.width * 0.6;
  await page.mouse.move(x + distance, y + 10, { steps: 12 });
  await page.mouse.up();
}

/** A page on a phone-sized screen of its own (a separate browser context), signed in. */
export async function signedInPhone(
  browser: Browser,
  account: { email: string; password: string },
) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInWithPassword(
    page,
    account.email,
    account.password,
    /\/(dashboards|onboarding\/step1)$/,
  );
  return page;
}

/** A new account and its first phone, signed in. */
export async function phonePage(browser: Browser, options: { onboarded: boolean; name: string }) {
  const context = await browser.newContext({ viewport: PHONE });
  const account = await createAccount(context.request, options.name, {
    onboarded: options.onboarded,
  });
  await context.close();
  const page = await signedInPhone(browser, account);
  await expect(page).toHaveURL(options.onboarded ? /\/dashboards$/ : /\/onboarding\/step1$/);
  return Object.assign(page, { account });
}
