import { setting, type SettingsSchema, type SettingsValues } from '../kit';
import type { Mode } from './logic/view';
import { t } from './texts';

/** The four ways a card is presented, as the teacher panel names them. */
const MODES: readonly (readonly [Mode, string])[] = [
  ['reveal', t('settings.reveal')],
  ['flash', t('settings.flash')],
  ['listen', t('settings.listen')],
  ['missing', t('settings.missing')],
];

/** How long a flash shows the card: 0.3 to 1 second, in milliseconds. */
const FLASH_TIMES = ['300', '400', '500', '600', '700', '800', '900', '1000'].map(
  (ms) => [ms, t('settings.seconds', { seconds: Number(ms) / 1000 })] as const,
);

/**
 * The teacher panel's settings (the form is generic: the kit draws it from this schema). A change starts the
 * presentation again in its new way, except the flash's time, which the next flash uses, and 'Pictures only' (the
 * kit's), which only listen first shows.
 */
export const settings = {
  mode: setting.choice(t('settings.mode'), 'reveal', MODES),
  flash: setting.choice(t('settings.flashFor'), '500', FLASH_TIMES),
  tiles: setting.choice(t('settings.tiles'), '8', ['4', '6', '8', '12', '15']),
  cards: setting.number(t('settings.cards'), 4, 3, 6),
  teams: setting.choice(t('settings.teams'), '2', [
    ['off', t('settings.off')],
    ['2', t('settings.teamCount', { teams: 2 })],
    ['3', t('settings.teamCount', { teams: 3 })],
    ['4', t('settings.teamCount', { teams: 4 })],
  ]),
  // Listen first only: the card turns over to the word's picture alone (pre-readers match what they heard).
  picturesOnly: setting.picturesOnly(),
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
