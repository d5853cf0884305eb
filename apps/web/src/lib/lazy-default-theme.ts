/**
 * A theme made when first read. MUI makes its default themes as its modules load (six of them,
 * a third of the shared modules' evaluation on a page's start, issue 22), for components rendered
 * outside a ThemeProvider; the app renders inside one, so they are read only where a test renders
 * a component bare. The build makes MUI's defaults with this (vite.config.ts, `lazyMuiDefaults`).
 */
export function lazyDefaultTheme<T extends object>(create: () => T): T {
  let theme: T | undefined;
  const made = () => (theme ??= create());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(made(), key),
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
