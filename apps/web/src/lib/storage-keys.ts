import { FIRST_PAINT_COOKIE } from '@leerloop/contracts/headers';

/** Spec §3: the local-storage keys, exactly as named there. */
const storageKeys = {
  userId: 'userId',
  accessToken: 'accessToken',
  userData: 'userData',
  playerId: 'playerId',
  appTheme: 'appTheme',
  langSelected: 'langSelected',
  // Beyond the spec's keys: this device's sound setting, onboarding's choices before saving.
  soundEffects: 'soundEffects',
  onboardingDraft: 'onboardingDraft',
  // The hint to install the app, once dismissed on this device (issue 24).
  installHintDismissed: 'installHintDismissed',
  // The styles compiled on this device, for its next start (decision 070).
  keptStyles: 'keptStyles',
} as const;

type StorageKey = keyof typeof storageKeys;

/**
 * What could not be stored: where the browser refuses storage (private mode, storage disabled,
 * a frame on another site, /iframe), values live for this page only.
 */
const pageOnly = new Map<string, string>();

/**
 * Tells the server whether this device can take the pre-rendered pages (Dutch, signed out):
 * kept in step whenever the user or the language changes here.
 */
export function keepFirstPaintCookie() {
  const canTakePrerendered = !storage.get('userId') && storage.get('langSelected') !== 'mc';
  document.cookie = canTakePrerendered
    ? `${FIRST_PAINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${FIRST_PAINT_COOKIE}=app; Path=/; Max-Age=31536000; SameSite=Lax`;
}

const isFirstPaintKey = (key: StorageKey) => key === 'userId' || key === 'langSelected';

/** localStorage that never throws; without it the page keeps its values until it closes. */
export const storage = {
  get(key: StorageKey) {
    try {
      return window.localStorage.getItem(storageKeys[key]);
    } catch {
      return pageOnly.get(key) ?? null;
    }
  },
  set(key: StorageKey, value: string) {
    pageOnly.set(key, value);
    try {
      window.localStorage.setItem(storageKeys[key], value);
    } catch {
      // Storage unavailable: the page keeps it (above).
    }
    if (isFirstPaintKey(key)) keepFirstPaintCookie();
  },
  remove(key: StorageKey) {
    pageOnly.delete(key);
    try {
      window.localStorage.removeItem(storageKeys[key]);
    } catch {
      // Nothing stored, nothing to remove.
    }
    if (isFirstPaintKey(key)) keepFirstPaintCookie();
  },
};
