import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { StorageKey } from '@playwords/common';
import { readTabStorage, removeTabStorage, writeTabStorage } from './storage';

/** Whether this page is inside another page's frame (a cross-origin parent cannot even be compared: framed). */
function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * The embedded mode of core §2 (a compact bar with a back link instead of the header, no footer): on when the page
 * is inside a frame, or when the address asked for it with `?embedded=1`; the tab remembers the ask, so the links
 * it follows stay embedded, until `?embedded=0`.
 */
export function readEmbeddedMode(search: string): boolean {
  const asked = new URLSearchParams(search).get('embedded');
  if (asked === '1' || asked === 'true') writeTabStorage(StorageKey.embedded, '1');
  else if (asked === '0' || asked === 'false') removeTabStorage(StorageKey.embedded);
  return readTabStorage(StorageKey.embedded) === '1' || isFramed();
}

/** The embedded mode for the current address (read again when the query changes). */
export function useEmbeddedMode(): boolean {
  const { search } = useLocation();
  return useMemo(() => readEmbeddedMode(search), [search]);
}
