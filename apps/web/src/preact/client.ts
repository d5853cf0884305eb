// `react-dom/client` in the shipped build (decision 057): Preact's, with two of React's ways
// that our components count on: `autoFocus`, and effects run before the next input.
import { options } from 'preact';
import type { Ref, VNode } from 'preact';

/**
 * React focuses an element rendered with `autoFocus` when it is mounted; Preact only sets the
 * `autofocus` attribute, which a browser honours once per page, so a dialog's first field or a
 * code input after a step would open without the focus. Each such element is focused once, when
 * its ref is attached (after it is in the document).
 */
const focused = new WeakSet<HTMLElement>();
const focusingRefs = new WeakMap<object, Ref<HTMLElement>>();
const focusOnce = (element: HTMLElement | null) => {
  if (element && !focused.has(element)) {
    focused.add(element);
    element.focus();
  }
};
const withoutRef = (element: HTMLElement | null) => focusOnce(element);

function focusing(ref: Ref<HTMLElement> | null | undefined): Ref<HTMLElement> {
  if (!ref) return withoutRef;
  if (!focusingRefs.has(ref))
    focusingRefs.set(ref, (element: HTMLElement | null) => {
      const cleanup = typeof ref === 'function' ? ref(element) : void (ref.current = element);
      focusOnce(element);
      return cleanup;
    });
  return focusingRefs.get(ref)!;
}

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode<{ autoFocus?: boolean }>) => {
  if (typeof vnode.type === 'string' && vnode.props.autoFocus) vnode.ref = focusing(vnode.ref);
  previousVNodeHook?.(vnode);
};

/**
 * React runs a render's effects before the browser hands the page the next key, click or touch;
 * Preact runs them a frame later, so a key pressed as a new card showed went to no listener, or
 * to the last card's. Effects still run after the next frame, or as soon as input comes.
 */
let pendingEffects: (() => void) | null = null;
const runPendingEffects = () => {
  const run = pendingEffects;
  pendingEffects = null;
  run?.();
};
options.requestAnimationFrame = (runEffects) => {
  pendingEffects = runEffects;
  // Preact's own timing: after the next frame, or in 35 ms if no frame comes (a hidden tab).
  const fallback = setTimeout(runPendingEffects, 35);
  requestAnimationFrame(() => {
    clearTimeout(fallback);
    setTimeout(runPendingEffects);
  });
};
for (const input of ['keydown', 'pointerdown', 'mousedown', 'touchstart', 'click', 'input'])
  window.addEventListener(input, runPendingEffects, { capture: true, passive: true });

export { createRoot, hydrateRoot } from 'preact/compat/client';
