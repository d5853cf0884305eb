import { afterEach, expect, test, vi } from 'vitest';
import { hydrateInSteps, isHydrating, partTurn } from './use-is-hydrated';

afterEach(() => {
  vi.useRealTimers();
});

test('a pre-rendered page is the app’s only once every part has had its turn, inner parts too', async () => {
  vi.useFakeTimers();
  const turns: string[] = [];
  const hydrated = hydrateInSteps(() => {
    expect(isHydrating()).toBe(true);
    // A part that, hydrating, finds a part inside it (a form and its fields).
    void partTurn().then(() => {
      turns.push(`form, hydrating: ${isHydrating()}`);
      void partTurn().then(() => turns.push(`field, hydrating: ${isHydrating()}`));
    });
    void partTurn().then(() => turns.push(`footer, hydrating: ${isHydrating()}`));
  });
  await vi.runAllTimersAsync();
  await hydrated;
  expect(turns).toEqual([
    'form, hydrating: true',
    'footer, hydrating: true',
    'field, hydrating: true',
  ]);
  expect(isHydrating()).toBe(false);
});
