import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { makeUser } from '../test/fixtures';
import { OFFLINE_CACHES } from './offline-caches';
import { CLEAR_AGAIN_MS, clearPrivateCaches, registerServiceWorker } from './pwa';
import { clearSession } from './session';

function stubCaches() {
  const names = new Set(['workbox-precache-v2-x', ...Object.values(OFFLINE_CACHES)]);
  const deleted = vi.fn((name: string) => Promise.resolve(names.delete(name)));
  vi.stubGlobal('caches', { delete: deleted });
  return { names, deleted };
}

describe('the offline caches at sign-out', () => {
  it("empties her data's caches and keeps the shell's, the games' scripts and the dictionary's pictures", async () => {
    const { names } = stubCaches();
    await clearPrivateCaches();
    expect([...names].sort()).toEqual(
      ['workbox-precache-v2-x', OFFLINE_CACHES.gameAssets, OFFLINE_CACHES.pictures].sort(),
    );
  });

  it('is part of forgetting the user (logout and an expired session alike)', async () => {
    const { deleted } = stubCaches();
    await clearSession(new QueryClient(), makeUser());
    expect(deleted.mock.calls.map(([name]) => name).sort()).toEqual(
      [OFFLINE_CACHES.api, OFFLINE_CACHES.gamePages, OFFLINE_CACHES.media].sort(),
    );
  });

  it('empties them once more a moment later (a response on its way when she signed out)', async () => {
    vi.useFakeTimers();
    try {
      const { names, deleted } = stubCaches();
      await clearPrivateCaches();
      names.add(OFFLINE_CACHES.api);
      expect(deleted).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(CLEAR_AGAIN_MS);
      expect(deleted).toHaveBeenCalledTimes(6);
      expect(names.has(OFFLINE_CACHES.api)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('changes nothing where there is no Cache API', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(clearPrivateCaches()).resolves.toBeUndefined();
  });
});

describe('registerServiceWorker', () => {
  it('registers nothing outside a built app (the tests, the dev server)', () => {
    const register = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
    registerServiceWorker();
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
  });
});
