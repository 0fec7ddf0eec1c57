/** Browser storage keys of core spec §9, in one place so every side spells them alike. */
export const StorageKey = {
  loggedInBefore: 'loggedInBefore',
  rememberMe: 'rememberme',
  playedGame: 'played_game',
  bannerShown: 'bannerShown',
  /** This tab asked for the embedded mode (`?embedded=1`): the compact bar, no footer (sessionStorage). */
  embedded: 'embedded',
  /** The interface language a visitor chose with the switch (a teacher's is also saved on her account). */
  language: 'language',
} as const;

/** The device's own word-list selection for a user (core §4). */
export function selectedWordlistKey(userId: number): string {
  return `${userId}_swl`;
}

/** Saved progress of one game for one user (core §4). */
export function gameProgressKey(username: string, gameKey: string): string {
  return `${username}_${gameKey}`;
}
