/**
 * A theme made when first read. MUI makes a default theme in each of several modules as they
 * load (four in the shared modules: a third of their evaluation on a page's start, issue 22),
 * for components rendered outside a ThemeProvider; the app renders inside one. The build makes
 * MUI's defaults with this (vite.config.ts, `lazyMuiDefaults`).
 */
export function lazyDefaultTheme<T extends object>(create: () => T): T {
  let theme: T | undefined;
  const made = () => (theme ??= create());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(made(), key),
    set: (_, key, value) => Reflect.set(made(), key, value),
    has: (_, key) => Reflect.has(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(made(), key);
      // A proxy may not report a property of its (empty) target as fixed.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(made()),
  });
}
