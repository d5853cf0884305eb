import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { nextTask } from '../../lib/use-is-hydrated';

/** A part on the page waiting for its task: its mark (an empty element in its place). */
interface Part {
  mark: Element;
  name: string;
  /** Lets the part render; resolves once it has. */
  render: () => Promise<void>;
}

const waiting = new Set<Part>();
let isRunning = false;

/** The waiting part that comes first on the page (a part inside another comes before the next). */
function first() {
  let found: Part | undefined;
  for (const part of waiting)
    if (!found || found.mark.compareDocumentPosition(part.mark) & Node.DOCUMENT_POSITION_PRECEDING)
      found = part;
  return found;
}

/**
 * A part's time from its turn to its commit, in the page's user timing: DevTools shows it, and
 * `npm run bench -- parts` reads it. Never in the way: a browser without it renders on.
 */
export function measurePart(name: string, turn: number) {
  try {
    performance.measure(`part: ${name}`, { start: turn });
  } catch {
    // No user timing here; the parts matter more than their times.
  }
}

/**
 * One part per task, from the top of the page down, each once the one before is on it (or a
 * task later at most: a part waiting for its texts holds up no other).
 */
async function renderParts() {
  isRunning = true;
  while (waiting.size > 0) {
    await nextTask();
    const part = first();
    if (!part) break;
    waiting.delete(part);
    const turn = performance.now();
    await Promise.race([part.render(), nextTask()]);
    measurePart(part.name, turn);
  }
  isRunning = false;
}

/**
 * Renders its children in a task of their own when they first appear (issue 22): a screen's
 * first render is otherwise one long task on a phone, and taps and paints wait for it. The
 * parts of a screen render one per task from the top down, so a part never appears above
 * something already drawn and pushes it down; what follows a part on the screen should be a
 * part too (or below the fold). Once rendered, a part renders with its screen as usual.
 * `name` labels its time in the page's user timing (`part: <name>`).
 */
export function RenderApart({ name = 'part', children }: { name?: string; children: ReactNode }) {
  const [isRendered, setRendered] = useState(false);
  const mark = useRef<HTMLSpanElement>(null);
  const rendered = useRef<() => void>(undefined);

  useLayoutEffect(() => {
    if (isRendered || !mark.current) return;
    const part: Part = {
      mark: mark.current,
      name,
      render: () =>
        new Promise<void>((resolve) => {
          rendered.current = resolve;
          setRendered(true);
        }),
    };
    waiting.add(part);
    if (!isRunning) void renderParts();
    // A part that leaves the page before its turn leaves the queue.
    return () => void waiting.delete(part);
  }, [isRendered, name]);
  // Rendered: the next part's turn.
  useLayoutEffect(() => {
    if (isRendered) rendered.current?.();
  }, [isRendered]);

  return isRendered ? children : <span hidden ref={mark} />;
}
