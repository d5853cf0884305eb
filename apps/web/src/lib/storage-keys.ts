/** Spec §3: the local-storage keys, exactly as named there. */
export const storageKeys = {
  userId: 'userId',
  accessToken: 'accessToken',
  userData: 'userData',
  playerId: 'playerId',
  appTheme: 'appTheme',
  langSelected: 'langSelected',
} as const;

type StorageKey = keyof typeof storageKeys;

/** localStorage that never throws (private mode, storage disabled): the app then just forgets. */
export const storage = {
  get(key: StorageKey) {
    try {
      return window.localStorage.getItem(storageKeys[key]);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string) {
    try {
      window.localStorage.setItem(storageKeys[key], value);
    } catch {
      // Storage unavailable: the value lives for this page only.
    }
  },
  remove(key: StorageKey) {
    try {
      window.localStorage.removeItem(storageKeys[key]);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};
