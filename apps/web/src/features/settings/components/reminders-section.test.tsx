import { type Endpoint, pathOf, type User } from '@leerloop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import mcSettings from '../../../locales/mc/settings.json';
import nlSettings from '../../../locales/nl/settings.json';
import { RemindersSection } from './reminders-section';

const call = vi.hoisted(() => vi.fn());
const session = vi.hoisted(() => ({ user: {} as Partial<User> }));
vi.mock('../../../lib/api-client', () => ({
  call,
  callLoaded: async (load: () => Promise<Endpoint>, ...args: unknown[]) =>
    call(await load(), ...args),
}));
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

function show(user: Partial<User>) {
  session.user = {
    reminders: false,
    reminderWeekOpen: true,
    reminderAssignmentWaiting: true,
    reminderCoachReplied: true,
    ...user,
  };
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RemindersSection />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const seriousViolations = async (container: HTMLElement) =>
  (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);

describe('the reminders setting', { timeout: 20_000 }, () => {
  it('is off until turned on; then each kind has its own switch', async () => {
    const { container } = show({});
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
    const { container } = show({ reminders: true, reminderCoachReplied: false });
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
    const { container } = show({ reminders: true });
    expect(
      screen.getByRole('switch', { name: mcSettings.reminders.reminderWeekOpen }),
    ).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
