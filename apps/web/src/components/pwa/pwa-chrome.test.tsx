import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PwaChrome from './pwa-chrome';

// The worker's registration stands for itself: what is tested is when it is mounted.
vi.mock('./update-prompt', () => ({ UpdatePrompt: () => <p>worker registered</p> }));
vi.mock('./offline-sync', () => ({ OfflineSync: () => null }));
vi.mock('./install-hint-banner', () => ({ InstallHintBanner: () => null }));

beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const isRegistered = () => screen.queryByText('worker registered') !== null;
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the service worker waits for the first screen', () => {
  it('registers three seconds after the first screen, not before', async () => {
    render(<PwaChrome userId={null} />);
    expect(isRegistered()).toBe(false);
    await wait(2999);
    expect(isRegistered()).toBe(false);
    await wait(1);
    expect(isRegistered()).toBe(true);
  });

  it('then waits for the browser to be idle, where it can tell', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => void (idle = run));
    render(<PwaChrome userId={null} />);
    await wait(5000);
    expect(isRegistered()).toBe(false);
    await act(async () => idle?.());
    expect(isRegistered()).toBe(true);
  });
});
