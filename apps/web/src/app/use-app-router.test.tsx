import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FirstRouter, useAppRouter } from './use-app-router';

afterEach(cleanup);

/** A route set like the app's: a lazily loaded page, a fallback until it has arrived. */
const makeRouter = (isSignedIn: boolean) =>
  createMemoryRouter([
    {
      path: '/',
      HydrateFallback: () => <p>Laden...</p>,
      lazy: async () => ({
        Component: () => <p>{isSignedIn ? 'Startscherm' : 'Welkom'}</p>,
      }),
    },
  ]);

function App({
  isSignedIn,
  create,
  first,
}: {
  isSignedIn: boolean;
  create: typeof makeRouter;
  first?: FirstRouter;
}) {
  const router = useAppRouter(isSignedIn, create, first);
  return router ? <RouterProvider router={router} /> : <p>Laden...</p>;
}

describe('the router of the app', () => {
  it('renders the page in a development build (StrictMode runs every effect twice)', async () => {
    render(
      <StrictMode>
        <App isSignedIn={false} create={makeRouter} />
      </StrictMode>,
    );
    expect(await screen.findByText('Welkom')).toBeTruthy();
  });

  it('swaps to the other route set on sign-in and disposes the one it replaces', async () => {
    const made: ReturnType<typeof makeRouter>[] = [];
    const create = (isSignedIn: boolean) => {
      const router = makeRouter(isSignedIn);
      vi.spyOn(router, 'dispose');
      made.push(router);
      return router;
    };
    const { rerender, unmount } = render(
      <StrictMode>
        <App isSignedIn={false} create={create} />
      </StrictMode>,
    );
    await screen.findByText('Welkom');
    rerender(
      <StrictMode>
        <App isSignedIn create={create} />
      </StrictMode>,
    );
    expect(await screen.findByText('Startscherm')).toBeTruthy();
    const live = made.at(-1)!;
    expect(made.slice(0, -1).every((router) => vi.mocked(router.dispose).mock.calls.length)).toBe(
      true,
    );
    expect(live.dispose).not.toHaveBeenCalled();
    act(() => unmount());
    expect(live.dispose).toHaveBeenCalledOnce();
  });

  it('starts with the router made before its first render, of the same route set', async () => {
    const first = makeRouter(true);
    const create = vi.fn(makeRouter);
    render(<App isSignedIn create={create} first={{ isSignedIn: true, router: first }} />);
    expect(await screen.findByText('Startscherm')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('disposes a first router made for a sign-in that no longer holds', async () => {
    const first = makeRouter(true);
    vi.spyOn(first, 'dispose');
    render(
      <App isSignedIn={false} create={makeRouter} first={{ isSignedIn: true, router: first }} />,
    );
    expect(await screen.findByText('Welkom')).toBeTruthy();
    expect(first.dispose).toHaveBeenCalledOnce();
  });
});
