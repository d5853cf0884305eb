/** Where the hint to install Leerloop applies, read from the browser once it runs (issue 24). */
export type InstallPlatform = 'iphone' | 'android' | null;

export function installPlatformOf({
  userAgent,
  isStandalone,
}: {
  userAgent: string;
  isStandalone: boolean;
}): InstallPlatform {
  if (isStandalone) return null;
  if (/iPhone|iPod/.test(userAgent)) return 'iphone';
  if (/Android.*Mobile/.test(userAgent)) return 'android';
  return null;
}

export const isRunningStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;
