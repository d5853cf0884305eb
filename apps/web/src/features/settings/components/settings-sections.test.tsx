import { type Endpoint, pathOf, type User } from '@leerloop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import mcSettings from '../../../locales/mc/settings.json';
import nlSettings from '../../../locales/nl/settings.json';
import { NotificationsSection } from './notifications-section';
import { RemindersSection } from './reminders-section';

const call = vi.hoisted(() => vi.fn());
const session = vi.hoisted(() => ({ user: {} as Partial<User> }));
vi.mock('../../../lib/api-client', async (importOriginal) =>
  (await import('../../../lib/api-client.testing')).apiClientCalling(call, await importOriginal()),
);
vi.mock('../../../lib/session', () => ({
  useSessionUser: () => session.user,
  updateStoredUser: (user: User) => (session.user = user),
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'nl',
    resources: { nl: { settings: nlSettings }, mc: { settings: mcSettings } },
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  call.mockReset();
  await i18n.changeLanguage('nl');
});

const inProviders = (section: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>{section}</QueryClientProvider>
    </I18nextProvider>,
  );

function show(user: Partial<User>) {
  session.user = { reviewResponseMail: true, weeklyDigestMail: true, ...user };
  return inProviders(<NotificationsSection />);
}

function showReminders(user: Partial<User>) {
  session.user = {
    reminders: false,
    reminderWeekOpen: true,
    reminderAssignmentWaiting: true,
    reminderCoachReplied: true,
    ...user,
  };
  return inProviders(<RemindersSection />);
}

/** What axe finds serious or worse (colour contrast needs a real browser: the e2e suite's). */
const seriousViolations = async (container: HTMLElement) =>
  (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);

// The first render loads MUI: slow on a busy machine.
describe("the weekly digest's setting", { timeout: 20_000 }, () => {
  it("is a group coach's switch, on until turned off, and saved in the profile", async () => {
    const { container } = show({ isGroupCoach: true });
    const toggle = screen.getByRole('switch', {
      name: nlSettings.notifications.weeklyDigestMail,
    }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(await seriousViolations(container)).toEqual([]);
    call.mockResolvedValue({
      status: 'success',
      data: { ...session.user, weeklyDigestMail: false },
    });
    fireEvent.click(toggle);
    await waitFor(() => expect(call).toHaveBeenCalled());
    const [endpoint, { body }] = call.mock.calls[0] as [Endpoint, { body: object }];
    expect(`${endpoint.method} ${pathOf(endpoint)}`).toBe('PUT /users/me/settings');
    expect(body).toEqual({ weeklyDigestMail: false });
    await waitFor(() => expect(session.user.weeklyDigestMail).toBe(false));
    // The learner's own mail setting is another switch, left as it was.
    expect(
      (
        screen.getByRole('switch', {
          name: nlSettings.notifications.reviewResponseMail,
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
  });

  it('is not shown to someone who coaches no group', () => {
    show({ isGroupCoach: false });
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    expect(screen.queryByText(nlSettings.notifications.weeklyDigestMail)).toBeNull();
  });

  it('speaks Darija', async () => {
    await i18n.changeLanguage('mc');
    const { container } = show({ isGroupCoach: true, weeklyDigestMail: false });
    const toggle = screen.getByRole('switch', {
      name: mcSettings.notifications.weeklyDigestMail,
    }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('the reminders setting', { timeout: 20_000 }, () => {
  it('is off until turned on; then each kind has its own switch', async () => {
    const { container } = showReminders({});
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    const toggle = screen.getByRole('switch', {
      name: nlSettings.reminders.reminders,
    }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(await seriousViolations(container)).toEqual([]);
    call.mockResolvedValue({ status: 'success', data: { ...session.user, reminders: true } });
    fireEvent.click(toggle);
    await waitFor(() => expect(call).toHaveBeenCalled());
    const [endpoint, { body }] = call.mock.calls[0] as [Endpoint, { body: object }];
    expect(`${endpoint.method} ${pathOf(endpoint)}`).toBe('PUT /users/me/settings');
    expect(body).toEqual({ reminders: true });
    await waitFor(() => expect(session.user.reminders).toBe(true));
  });

  it('shows each kind, and that push cannot be had here (e-mail then)', async () => {
    const { container } = showReminders({ reminders: true, reminderCoachReplied: false });
    const coach = screen.getByRole('switch', {
      name: nlSettings.reminders.reminderCoachReplied,
    }) as HTMLInputElement;
    expect(coach.checked).toBe(false);
    expect(
      (
        screen.getByRole('switch', {
          name: nlSettings.reminders.reminderWeekOpen,
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    // jsdom has no service worker: the reminders come by e-mail.
    expect(await screen.findByText(nlSettings.reminders.push.unsupported)).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('speaks Darija', async () => {
    await i18n.changeLanguage('mc');
    const { container } = showReminders({ reminders: true });
    expect(
      screen.getByRole('switch', { name: mcSettings.reminders.reminderWeekOpen }),
    ).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
