import type { UserDto } from '@playwords/common';
import { paths } from '../../lib/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Drawn as a filled button rather than a plain link. */
  emphasis?: boolean;
  /**
   * The page the item stands for, when its link leads elsewhere for now (My Wordlists goes to the activation
   * reminder until the e-mail is valid): the item is highlighted on that page only, not on where it leads.
   */
  page?: string;
}

/**
 * Header links for a signed-in user (core §2); Go Pro only without an active plan. My Wordlists and My Images
 * lead to /activate/reminder while she has no valid e-mail.
 */
export function signedInItems(user: Pick<UserDto, 'has_active_plan' | 'has_valid_email'>): NavItem[] {
  const needsEmail = (page: string) => (user.has_valid_email ? { to: page } : { to: paths.activateReminder, page });
  const items: NavItem[] = [
    { label: 'Dashboard', to: paths.home },
    { label: 'News', to: paths.news },
    { label: 'My Wordlists', ...needsEmail(paths.myWordlists) },
    { label: 'My Images', ...needsEmail(paths.myImages) },
    { label: 'My Profile', to: paths.profile },
  ];
  if (!user.has_active_plan) items.push({ label: 'Go Pro', to: paths.plans, emphasis: true });
  return items;
}

/** Header links for a visitor (core §2). */
export const signedOutItems: NavItem[] = [
  { label: 'News', to: paths.news },
  { label: 'Games', to: paths.allGames },
  { label: 'Pricing', to: paths.plans },
  { label: 'Contact Us', to: paths.contactUs },
  { label: 'Log In', to: paths.login },
  { label: 'Sign Up', to: paths.signup, emphasis: true },
];
