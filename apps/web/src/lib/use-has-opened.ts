import { useState } from 'react';

/**
 * True from the first time `isOpen` is true: a menu, drawer or dialog whose code loads when it is
 * first opened (issue 22) stays mounted afterwards, so it can play its closing transition.
 */
export function useHasOpened(isOpen: boolean) {
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}
