import { OFFLINE_CACHES } from './offline-caches';

const PRIVATE_CACHES: readonly string[] = [OFFLINE_CACHES.api, OFFLINE_CACHES.gamePages, OFFLINE_CACHES.media];

/** Whether this page may register the service worker: a built app in a browser that has them. */
function canRegister(): boolean {
  return import.meta.env.PROD && typeof window !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * Registers /sw.js once the page has loaded (the first screen's requests go first). A new version waits until every
 * tab of the app is closed (the worker never skips waiting and nothing here reloads the page), so a lesson is never
 * interrupted by an update. A failed registration (a private window, a browser policy) leaves the app online-only.
 */
export function registerServiceWorker(): void {
  if (!canRegister()) return;
  const register = () => {
    // The plain API: workbox-window would only add bytes to the first screen for events this app does not use.
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * A response already on its way when she signs out (NetworkFirst waits up to 4 s for the network) may be stored after
 * the caches were emptied: they are emptied once more after this long.
 */
export const CLEAR_AGAIN_MS = 6000;

async function deletePrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name).catch(() => false)));
}

/** Empties the caches holding the signed-in teacher's data (and again a moment later); no Cache API: nothing. */
export async function clearPrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await deletePrivateCaches();
  window.setTimeout(() => void deletePrivateCaches(), CLEAR_AGAIN_MS);
}
