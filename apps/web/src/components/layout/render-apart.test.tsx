import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderApart } from './render-apart';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  appeared = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Each part's name, in the order the parts appeared. */
let appeared: string[] = [];
function Part({ name, children }: { name: string; children?: ReactNode }) {
  useEffect(() => void appeared.push(name), [name]);
  return (
    <div>
      {name}
      {children}
    </div>
  );
}

/** The page's next task, and what it renders. */
const nextTask = () => act(() => vi.advanceTimersToNextTimerAsync());

describe('the parts of a screen, rendered one per task', () => {
  it('renders what is around the parts at once, and each part in a task after', async () => {
    render(
      <>
        <Part name="greeting" />
        <RenderApart>
          <Part name="week" />
        </RenderApart>
      </>,
    );
    expect(appeared).toEqual(['greeting']);
    expect(screen.queryByText('week')).toBeNull();
    await nextTask();
    expect(screen.getByText('week')).toBeTruthy();
  });

  it("puts each part's time in the page's user timing, under its name", async () => {
    performance.clearMeasures();
    render(
      <RenderApart name="week">
        <Part name="week" />
      </RenderApart>,
    );
    await nextTask();
    expect(screen.getByText('week')).toBeTruthy();
    expect(performance.getEntriesByType('measure').map((entry) => entry.name)).toEqual([
      'part: week',
    ]);
  });

  it('renders one part per task', async () => {
    render(
      <>
        <RenderApart>
          <Part name="first" />
        </RenderApart>
        <RenderApart>
          <Part name="second" />
        </RenderApart>
      </>,
    );
    await nextTask();
    expect(appeared).toEqual(['first']);
    await nextTask();
    expect(appeared).toEqual(['first', 'second']);
  });

  it('goes from the top down: a part inside another comes before the next part', async () => {
    render(
      <>
        <RenderApart>
          <Part name="next step">
            <RenderApart>
              <Part name="the rest of the week" />
            </RenderApart>
          </Part>
        </RenderApart>
        <RenderApart>
          <Part name="ask Imi" />
        </RenderApart>
      </>,
    );
    for (let task = 0; task < 3; task++) await nextTask();
    expect(appeared).toEqual(['next step', 'the rest of the week', 'ask Imi']);
  });

  it('renders a part at once when its screen renders anew', async () => {
    const week = (title: string) => (
      <RenderApart>
        <Part name={title} />
      </RenderApart>
    );
    const { rerender } = render(week('week 1'));
    await nextTask();
    rerender(week('week 2'));
    expect(screen.getByText('week 2')).toBeTruthy();
  });

  it('renders a part whose screen renders again while it waits (a wide screen found)', async () => {
    const layout = (isWide: boolean) => (
      <>
        {isWide && <Part name="sidebar" />}
        <RenderApart>
          <Part name="screen" />
        </RenderApart>
      </>
    );
    const { rerender } = render(layout(false));
    rerender(layout(true));
    await nextTask();
    expect(appeared).toEqual(['sidebar', 'screen']);
  });

  it('goes on with the next part when one leaves the screen before its turn', async () => {
    const screenWith = (isFirstThere: boolean) => (
      <>
        {isFirstThere && (
          <RenderApart>
            <Part name="first" />
          </RenderApart>
        )}
        <RenderApart>
          <Part name="second" />
        </RenderApart>
      </>
    );
    const { rerender } = render(screenWith(true));
    rerender(screenWith(false));
    await nextTask();
    expect(appeared).toEqual(['second']);
  });
});
