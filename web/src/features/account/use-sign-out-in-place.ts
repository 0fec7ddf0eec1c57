import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@playwords/common';
import { api } from '../../lib/api';
import { clearSession, meQueryKey } from '../../lib/session';

/**
 * Ends the session without leaving the page, so its last step ("You're all set!") stays on screen: asks the
 * server to log out when someone was signed in (a failure is ignored: a reset has already ended every session),
 * then forgets the user and her data. Call it once the page no longer asks the server who is signed in, or the
 * cleared user would be fetched again.
 */
export function useSignOutInPlace(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const user = queryClient.getQueryData<UserDto>(meQueryKey);
    if (user) {
      try {
        await api.post('/users/logout/');
      } catch {
        // Ignored by design: the local session ends either way.
      }
    }
    await clearSession(queryClient, user);
  }, [queryClient]);
}
