import { setting, type SettingsSchema, type SettingsValues } from '../kit';
import type { Mode } from './logic/view';

/** The four ways a card is presented, as the teacher panel names them. */
const MODES: readonly (readonly [Mode, string])[] = [
  ['reveal', 'Slow reveal'],
  ['flash', 'Flash'],
  ['listen', 'Listen first'],
  ['missing', "What's missing?"],
];

/** How long a flash shows the card: 0.3 to 1 second, in milliseconds. */
const FLASH_TIMES = ['300', '400', '500', '600', '700', '800', '900', '1000'].map(
  (ms) => [ms, `${Number(ms) / 1000} s`] as const,
);

/**
 * The teacher panel's settings (the form is generic: the kit draws it from this schema). A change starts the
 * presentation again in its new way, except the flash's time, which the next flash uses.
 */
export const settings = {
  mode: setting.choice('Mode', 'reveal', MODES),
  flash: setting.choice('Flash for', '500', FLASH_TIMES),
  tiles: setting.choice('Tiles (slow reveal)', '8', ['4', '6', '8', '12', '15']),
  cards: setting.number("Cards (what's missing)", 4, 3, 6),
  teams: setting.choice('Teams', '2', [
    ['off', 'Off'],
    ['2', '2 teams'],
    ['3', '3 teams'],
    ['4', '4 teams'],
  ]),
} satisfies SettingsSchema;

export type PresenterSettings = SettingsValues<typeof settings>;

/** The way cards are presented (the kit has checked the value against the schema's choices). */
export function modeOf(values: Pick<PresenterSettings, 'mode'>): Mode {
  return MODES.find(([mode]) => mode === values.mode)?.[0] ?? 'reveal';
}

/** The teams that can be given cards: 0 when teams are off. */
export function teamCount(values: Pick<PresenterSettings, 'teams'>): number {
  return values.teams === 'off' ? 0 : Number(values.teams);
}
