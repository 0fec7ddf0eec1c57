/**
 * localStorage (and, for this tab only, sessionStorage) that never throws: private windows, full quotas and
 * blocked storage must not break the app. Storage keys come from `StorageKey` / `selectedWordlistKey` of
 * @playwords/common.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the session still works, only the "returning visitor" hints are lost.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeStorage.
  }
}

/** This tab's sessionStorage, read the same never-throwing way. */
export function readTabStorage(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeTabStorage(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // See writeStorage.
  }
}

export function removeTabStorage(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // See writeStorage.
  }
}
