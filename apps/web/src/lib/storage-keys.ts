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
} as const;

type StorageKey = keyof typeof storageKeys;

/**
 * What could not be stored: where the browser refuses storage (private mode, storage disabled,
 * a frame on another site, /iframe), values live for this page only.
 */
const pageOnly = new Map<string, string>();

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
  },
  remove(key: StorageKey) {
    pageOnly.delete(key);
    try {
      window.localStorage.removeItem(storageKeys[key]);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};
