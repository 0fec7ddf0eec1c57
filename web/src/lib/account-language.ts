import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@playwords/common';
import type { Language } from '@playwords/common/i18n';
import { api } from './api';
import { i18n, switchLanguage } from './i18n';
import { meQueryKey, useCurrentUser } from './session';

/**
 * A teacher's saved language wins over the browser's: when her account is known and says another language, the
 * interface follows it (on any device she signs in on).
 */
export function useAccountLanguage(): void {
  const user = useCurrentUser();
  const saved = user?.language;
  useEffect(() => {
    if (saved && saved !== i18n.language) void switchLanguage(saved);
  }, [saved]);
}

/**
 * The switch's action: shows the interface in `language` at once, remembers it on this browser and, for a signed-in
 * teacher, saves it on her account (her e-mails follow it). A failed save keeps the switch: she still reads her
 * choice, and the next switch saves again.
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return async (language) => {
    await switchLanguage(language);
    if (!user || user.language === language) return;
    try {
      const updated = await api.patch<UserDto>(`/users/${user.id}/`, { language });
      queryClient.setQueryData(meQueryKey, updated);
    } catch {
      // Kept on this browser; see above.
    }
  };
}
