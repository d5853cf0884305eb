import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { readLocale, readWeekFile, type Text, weekFolders } from './content';
import {
  apiHeaders,
  createAccount,
  expect,
  openSignedIn,
  settled,
  takeOnboardingSteps,
  test,
} from './fixtures';

// The screenshots the README links to (docs/screens/): a learner's and a coach's main screens on
// a phone, in Dutch and in Darija. `npm run screens` takes them again after a change.
type Language = 'nl' | 'mc';
const SCREENS_DIR = join(import.meta.dirname, '..', 'docs', 'screens');
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

type Question = { type: 'multiple-choice'; options: { id: string; text: Text }[]; correct: string };
const week1 = readWeekFile(weekFolders[0]!, 'week') as { modules: string[] };
const module1 = readWeekFile(weekFolders[0]!, week1.modules[0]!) as {
  id: string;
  items: ({ type: 'card' } | Question | { type: 'true-false' } | { type: 'order' })[];
};
const deck = readWeekFile(weekFolders[0]!, 'swipe-deck') as { id: string };
const assignment = readWeekFile(weekFolders[0]!, 'assignment') as {
  id: string;
  tasks: { id: string }[];
};
const questions = {
  nl: 'ik ben 15 hoeveel uur mag ik per week werken?',
  mc: 'عندي 15 عام، شحال من ساعة نقدر نخدم فالسيمانة؟',
};

async function snap(page: Page, name: string, language: Language) {
  // Still: no animation half-way, no blinking caret.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  await page.screenshot({ path: join(SCREENS_DIR, `${name}-${language}.png`), caret: 'hide' });
}

/** A phone signed in as a new account in this language. */
async function phoneAccount(browser: Browser, firstName: string, language: Language) {
  const page = await (await browser.newContext(PHONE)).newPage();
  await createAccount(page.request, firstName, { onboarded: false });
  const saved = await page.request.put('/api/users/me/settings', {
    headers: await apiHeaders(page.request),
    data: { langSelected: language },
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/api/health');
  await page.evaluate((lang) => localStorage.setItem('langSelected', lang), language);
  return page;
}

for (const language of ['nl', 'mc'] as const) {
  test(`screens on a phone (${language})`, async ({ browser }) => {
    const modules = readLocale(language, 'modules');
    const swipe = readLocale(language, 'swipe');
    const imi = readLocale(language, 'imi');

    // A coach's organisation, a learner in it who has answered the week's assignment.
    const coach = await phoneAccount(browser, 'Noor', language);
    const suffix = `${process.pid}-${Date.now() % 1_000_000}`;
    const created = await coach.request.post('/api/organizations', {
      headers: await apiHeaders(coach.request),
      data: { name: 'Buurthuis De Wijk', slug: `buurthuis-${suffix}` },
    });
    expect(created.ok()).toBe(true);
    const { accessCode } = (await created.json()).data as { accessCode: string };
    const learner = await phoneAccount(browser, 'Sara', language);
    await takeOnboardingSteps(learner.request, accessCode);
    const answered = await learner.request.post('/api/upload-text', {
      headers: await apiHeaders(learner.request),
      data: {
        assignmentId: assignment.id,
        taskId: assignment.tasks[0]!.id,
        text: 'Mijn zus zegt dat ik goed kan luisteren.',
      },
    });
    expect(answered.ok()).toBe(true);

    await openSignedIn(learner);
    await expect(learner.getByRole('region', { name: modules.next.label })).toBeVisible();
    await snap(learner, 'learner-home', language);

    // A module's first question, answered wrong: the marks, the explanation and "Verder".
    await learner.goto(`/dashboards/games/module/${module1.id}`);
    await settled(learner);
    for (const item of module1.items) {
      if (item.type === 'multiple-choice') {
        const wrong = item.options.find((option) => option.id !== item.correct)!;
        await learner.getByRole('radio', { name: wrong.text[language], exact: true }).check();
        await learner.getByRole('button', { name: modules.loop.check }).click();
        await expect(learner.getByText(modules.loop.incorrect, { exact: true })).toBeVisible();
        break;
      }
      await learner.getByRole('button', { name: modules.loop.next }).click();
    }
    await snap(learner, 'module-feedback', language);

    // The swipe game: a card agreed with, and its explanation in its place.
    await learner.goto(`/dashboards/tinderGame/${deck.id}`);
    await settled(learner);
    await learner.getByRole('button', { name: swipe.tutorial.start }).tap();
    await learner.getByRole('button', { name: swipe.agree, exact: true }).tap();
    await expect(learner.getByRole('region', { name: swipe.feedbackLabel })).toBeVisible();
    await snap(learner, 'swipe-game', language);

    // Imi, with a learner's question answered.
    await learner.goto('/dashboards/ai');
    await settled(learner);
    await learner.getByLabel(imi.yourQuestion).fill(questions[language]);
    await learner.getByRole('button', { name: imi.send }).click();
    await expect(learner.getByRole('button', { name: imi.stop })).toBeHidden({ timeout: 60_000 });
    // As the learner reads it: the question and the start of the answer in view.
    await learner.getByRole('log').getByText(questions[language]).scrollIntoViewIfNeeded();
    await learner.evaluate(() => window.scrollBy(0, 120));
    await snap(learner, 'imi', language);

    // The coach's home: the answer to review, Imi's flags, the organisation.
    await openSignedIn(coach);
    await expect(
      coach.getByRole('region', { name: readLocale(language, 'review').home.title }),
    ).toBeVisible();
    await snap(coach, 'coach-home', language);
  });
}
