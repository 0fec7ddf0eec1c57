import { SITE_META, type LicenceDto, type UserDto } from '@playwords/common';

export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 7,
    username: 'miss_lee',
    display_name: 'Miss Lee',
    email: 'lee@example.com',
    has_valid_email: true,
    email_to_activate: null,
    date_joined: '2024-01-02T03:04:05.000Z',
    is_superuser: false,
    max_sessions_allowed: 1,
    always_save_wordlist_across_devices: false,
    has_active_plan: false,
    current_plan_type: null,
    used_pro_plan_trial: false,
    used_premium_plan_trial: false,
    selected_wordlist: null,
    favourite_wordlists: [],
    favourite_characters: [],
    favourite_monsters: [],
    favourite_backgrounds: [],
    favourite_projectiles: [],
    voted_posts: {},
    language: 'en',
    ...overrides,
  };
}

export function makeLicence(overrides: Partial<LicenceDto> = {}): LicenceDto {
  return {
    id: 'ABCDE-12345-FGHIJ-67890-KLMNO',
    user_username: 'miss_lee',
    license_type: 'PRO',
    is_trial: false,
    date_purchased: '2024-05-01T09:30:00.000Z',
    is_active: true,
    is_expired: false,
    will_auto_renew: false,
    renew_time: null,
    time_activated: '2024-05-01T09:30:00.000Z',
    duration: 30,
    activate_this_plan_next: false,
    remaining_days: 12,
    ...overrides,
  };
}

/** Writes this installation's addresses into the page as the server does (web/src/lib/site.ts reads them). */
export function setSiteAddresses(addresses: { support?: string; billing?: string }): void {
  const tags: Array<[string, string | undefined]> = [
    [SITE_META.supportEmail, addresses.support],
    [SITE_META.billingEmail, addresses.billing],
  ];
  for (const [name, content] of tags) {
    if (content === undefined) continue;
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
  }
}
