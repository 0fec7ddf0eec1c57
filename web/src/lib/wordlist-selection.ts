import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { selectedWordlistKey, type UserDto } from '@playwords/common';
import { readStorage, removeStorage, writeStorage } from './storage';
import { fetchMe, meQueryKey, setCurrentUser } from './session';
import { selectWordlistOnServer } from './wordlists';

type SelectionUser = Pick<UserDto, 'id' | 'max_sessions_allowed' | 'always_save_wordlist_across_devices'>;

/**
 * Core §4: with more than one device allowed and "always save across devices" off, each device keeps its own
 * selection (under `{userId}_swl`); otherwise the selection lives on the server.
 */
export function keepsSelectionOnDevice(user: Omit<SelectionUser, 'id'>): boolean {
  return user.max_sessions_allowed > 1 && !user.always_save_wordlist_across_devices;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same browser changed it.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The list this device selected for the user, or null. */
export function readDeviceSelection(userId: number): number | null {
  const value = readStorage(selectedWordlistKey(userId));
  if (value === null) return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function writeDeviceSelection(userId: number, id: number | null): void {
  if (id === null) removeStorage(selectedWordlistKey(userId));
  else writeStorage(selectedWordlistKey(userId), String(id));
  notify();
}

/** The list games use on this device (the game page's `?wl=`), outside React. */
export function currentWordlistId(user: SelectionUser & Pick<UserDto, 'selected_wordlist'>): number | null {
  if (!keepsSelectionOnDevice(user)) return user.selected_wordlist;
  return readDeviceSelection(user.id) ?? user.selected_wordlist;
}

function setServerSelection(queryClient: QueryClient, id: number | null): void {
  queryClient.setQueryData<UserDto>(meQueryKey, (user) => (user ? { ...user, selected_wordlist: id } : user));
}

/** After a list was created: the server made it the selected one (core §4), and so does this device. */
export function selectCreatedWordlist(queryClient: QueryClient, user: SelectionUser, id: number): void {
  setServerSelection(queryClient, id);
  if (keepsSelectionOnDevice(user)) writeDeviceSelection(user.id, id);
}

/**
 * After a list was deleted, something else is selected (docs/decisions.md § Word lists): the server gave whoever had
 * it selected her most recent other list of her own, so a selection kept on the server is read again; a selection
 * kept on this device is dropped, and the device uses the account's selection again.
 */
export async function forgetDeletedWordlist(queryClient: QueryClient, user: UserDto, id: number): Promise<void> {
  if (readDeviceSelection(user.id) === id) writeDeviceSelection(user.id, null);
  if (queryClient.getQueryData<UserDto>(meQueryKey)?.selected_wordlist !== id) return;
  setServerSelection(queryClient, null);
  try {
    // Read directly, not through the ['me'] query: a failure here must not look like a lost session.
    setCurrentUser(queryClient, await fetchMe());
  } catch {
    // Nothing selected until the next load; the dashboard and the game page say so and offer the lists.
  }
}

export interface WordlistSelection {
  /** The list games use on this device, or null. */
  selectedId: number | null;
  /** Whether this device keeps its own selection. */
  onDevice: boolean;
  /** The device's selection differs from the server's: offer 'select on all devices'. */
  differsFromServer: boolean;
  select: (id: number) => void;
  /** Saves the device's selection on the server too. */
  selectOnAllDevices: () => Promise<void>;
}

/** The user's word-list selection, on this device or on the server as core §4 says. */
export function useWordlistSelection(user: UserDto): WordlistSelection {
  const queryClient = useQueryClient();
  const local = useSyncExternalStore(
    subscribe,
    () => readDeviceSelection(user.id),
    () => null,
  );
  const onDevice = keepsSelectionOnDevice(user);
  // Same rule as currentWordlistId, from the subscribed value so the page follows changes.
  const selectedId = onDevice ? (local ?? user.selected_wordlist) : user.selected_wordlist;
  const differsFromServer = onDevice && local !== null && local !== user.selected_wordlist;

  const select = useCallback(
    (id: number) => {
      if (onDevice) {
        writeDeviceSelection(user.id, id);
        return;
      }
      setServerSelection(queryClient, id);
      // Core §7: errors of the select call are ignored.
      selectWordlistOnServer(id).catch(() => undefined);
    },
    [onDevice, queryClient, user.id],
  );

  const selectOnAllDevices = useCallback(async () => {
    if (local === null) return;
    try {
      await selectWordlistOnServer(local);
      setServerSelection(queryClient, local);
    } catch {
      // Ignored (core §7); the button stays, so she can try again.
    }
  }, [local, queryClient]);

  return { selectedId, onDevice, differsFromServer, select, selectOnAllDevices };
}
