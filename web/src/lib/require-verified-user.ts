import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { UserDto } from '@playwords/common';
import { paths } from './paths';
import { useRequireSession } from './session';

/**
 * A page for signed-in users with a valid e-mail (core §2, §6: word lists, images, games). A visitor triggers a
 * current-user fetch, and its failure leads to /login; a user without a valid e-mail goes to /activate/reminder.
 * Returns the user once she may see the page, else undefined.
 */
export function useRequireVerifiedUser(): UserDto | undefined {
  const navigate = useNavigate();
  const user = useRequireSession(paths.login);
  const unverified = user !== undefined && !user.has_valid_email;

  useEffect(() => {
    if (unverified) void navigate(paths.activateReminder, { replace: true });
  }, [unverified, navigate]);

  return unverified ? undefined : user;
}
