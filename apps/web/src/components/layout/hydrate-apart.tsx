import { type ReactNode, Suspense, useState } from 'react';
import { isHydrating, partTurn } from '../../lib/use-is-hydrated';

/**
 * Hydrates its children in a task of their own, after the rest of the pre-rendered page: the
 * page's server HTML stays on screen meanwhile (Preact keeps a suspended part's DOM). Its
 * children render one element; a part inside it waits for a task after it. Anywhere else
 * (rendering afresh, on the server) it is nothing.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Apart>{children}</Apart>
    </Suspense>
  );
}

function Apart({ children }: { children: ReactNode }) {
  const [turn] = useState(() => {
    if (!isHydrating()) return null;
    const waiting = { isDone: false, promise: partTurn() };
    void waiting.promise.then(() => (waiting.isDone = true));
    return waiting;
  });
  if (turn && !turn.isDone) throw turn.promise;
  return children;
}
