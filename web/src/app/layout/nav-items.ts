import type { UserDto } from '@playwords/common';
import { paths } from '../../lib/paths';

export interface NavItem {
  /** The key of its text in the `common` catalogue. */
  label:
    | 'nav.dashboard'
    | 'nav.news'
    | 'nav.myWordlists'
    | 'nav.myImages'
    | 'nav.myClasses'
    | 'nav.lessonPlans'
    | 'nav.myProfile'
    | 'nav.goPro'
    | 'nav.games'
    | 'nav.pricing'
    | 'nav.contactUs'
    | 'nav.logIn'
    | 'nav.signUp';
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
 * Header links for a signed-in user (core §2); Go Pro only without an active plan. My Wordlists, My Images, My
 * Classes and Lesson Plans lead to /activate/reminder while she has no valid e-mail.
 */
export function signedInItems(user: Pick<UserDto, 'has_active_plan' | 'has_valid_email'>): NavItem[] {
  const needsEmail = (page: string) => (user.has_valid_email ? { to: page } : { to: paths.activateReminder, page });
  const items: NavItem[] = [
    { label: 'nav.dashboard', to: paths.home },
    { label: 'nav.news', to: paths.news },
    { label: 'nav.myWordlists', ...needsEmail(paths.myWordlists) },
    { label: 'nav.myImages', ...needsEmail(paths.myImages) },
    { label: 'nav.myClasses', ...needsEmail(paths.classes) },
    { label: 'nav.lessonPlans', ...needsEmail(paths.lessons) },
    { label: 'nav.myProfile', to: paths.profile },
  ];
  if (!user.has_active_plan) items.push({ label: 'nav.goPro', to: paths.plans, emphasis: true });
  return items;
}

/** Header links for a visitor (core §2). */
export const signedOutItems: NavItem[] = [
  { label: 'nav.news', to: paths.news },
  { label: 'nav.games', to: paths.allGames },
  { label: 'nav.pricing', to: paths.plans },
  { label: 'nav.contactUs', to: paths.contactUs },
  { label: 'nav.logIn', to: paths.login },
  { label: 'nav.signUp', to: paths.signup, emphasis: true },
];
