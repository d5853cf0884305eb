import type { Endpoint, User } from '@leerloop/contracts';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAssignmentQuery } from '../../../features/assignments/api/assignments';
import { queryClient } from '../../../lib/query-client';
import { loader } from './home';

const call = vi.hoisted(() => vi.fn());
const signedIn = vi.hoisted(() => ({ user: null as Partial<User> | null }));
vi.mock('../../../lib/api-client', async (importOriginal) =>
  (await import('../../../lib/api-client.testing')).apiClientCalling(call, await importOriginal()),
);
vi.mock('../../../lib/session', () => ({
  sessionUser: () => signedIn.user,
  useSessionUser: () => signedIn.user,
}));

const learner = { id: 'lina', isCoach: false, isPlatformAdmin: false };
const onboarded = { onboardingFinishedAt: '2026-11-02T08:00:00.000Z' };

/** The loader asks each read in a task of its own: these have run once the next task does. */
const readsAsked = () => new Promise((resolve) => setTimeout(resolve));

/** The paths the API was asked for once the loader's reads have gone out. */
async function pathsAskedBy(user: Partial<User> | null) {
  signedIn.user = user;
  call.mockImplementation(() => new Promise(() => {}));
  expect(loader()).toBeNull();
  await readsAsked();
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(call.mock.calls.length));
  return call.mock.calls.map(([endpoint]) => (endpoint as Endpoint).path).sort();
}

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
  call.mockReset();
});

describe("the home's reads, asked for as its route loads (issue 22)", () => {
  it("asks a learner's five reads at once, before the screen renders", async () => {
    expect(await pathsAskedBy({ ...learner, ...onboarded })).toEqual([
      '/check-my-assignment',
      '/get-microlearning-modules',
      '/review-responses',
      '/spaced-review',
      '/vauld',
    ]);
  });

  it("asks a coach's own week without the review card (decision 029)", async () => {
    expect(await pathsAskedBy({ ...learner, ...onboarded, isCoach: true })).toEqual([
      '/check-my-assignment',
      '/get-microlearning-modules',
      '/review-responses',
      '/vauld',
    ]);
  });

  it('asks nothing for a coach or admin without a week, a learner still onboarding or no one', async () => {
    const withoutWeek = { ...learner, onboardingFinishedAt: null };
    expect(await pathsAskedBy({ ...withoutWeek, isCoach: true })).toEqual([]);
    expect(await pathsAskedBy({ ...withoutWeek, isPlatformAdmin: true })).toEqual([]);
    expect(await pathsAskedBy(withoutWeek)).toEqual([]);
    expect(await pathsAskedBy(null)).toEqual([]);
  });
});

describe('a read someone else changes, shown by the screen that opens (issue 22)', () => {
  const queryKey = checkAssignmentQuery().queryKey;
  /** Whether a screen showing what is new, opening now, asks for it again. */
  function opensScreenAndAsks() {
    const stop = new QueryObserver(queryClient, checkAssignmentQuery()).subscribe(() => {});
    const asks = queryClient.isFetching({ queryKey }) > 0;
    stop();
    return asks;
  }
  const answered = () => vi.waitFor(() => expect(queryClient.isFetching({ queryKey })).toBe(0));

  it("takes the loader's answer instead of asking again, unless it is older or invalidated", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    signedIn.user = { ...learner, ...onboarded };
    call.mockResolvedValue({ status: 'success', data: { hasNew: false } });
    loader();
    await readsAsked();
    await answered();
    expect(opensScreenAndAsks()).toBe(false);

    await queryClient.invalidateQueries({ queryKey });
    await answered();
    expect(opensScreenAndAsks()).toBe(true);
    await answered();

    vi.setSystemTime(Date.now() + 2_001);
    expect(opensScreenAndAsks()).toBe(true);
  });
});
