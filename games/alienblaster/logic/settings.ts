// The teacher panel's settings for Alien Blaster and what they mean for a round. The round itself (60 seconds or 2
// words, design/games.md) is not a setting: it is the game's rule.
import { setting, type SettingsSchema, type SettingsValues } from '../../kit/logic/settings';
import type { WrongCost } from './round';
import { t } from '../texts';

export const SETTINGS = {
  aliens: setting.choice(t('settings.aliens'), '6', [
    ['4', t('settings.youngest')],
    ['6', '6'],
    ['8', '8'],
  ]),
  speed: setting.choice(t('settings.speed'), 'normal', [
    ['slow', t('settings.slow')],
    ['normal', t('settings.normal')],
    ['fast', t('settings.fast')],
  ]),
  wrong: setting.choice(t('settings.wrong'), 'point', [
    ['point', t('settings.point')],
    ['time', t('settings.time')],
    ['nothing', t('settings.nothing')],
  ]),
  rounds: setting.number(t('settings.rounds'), 2, 1, 5),
} satisfies SettingsSchema;

export type BlasterSettings = SettingsValues<typeof SETTINGS>;

/** How fast the fleet sways (turns of its swing a second) at each speed. */
const SWAYS_PER_SECOND = { slow: 0.06, normal: 0.1, fast: 0.16 } as const;

export interface BlasterConfig {
  aliens: number;
  /** Turns of the fleet's side-to-side swing a second. */
  sway: number;
  wrongCost: WrongCost;
  roundsPerTeam: number;
}

export function blasterConfig(values: BlasterSettings): BlasterConfig {
  const aliens = Number(values.aliens);
  const speed = values.speed === 'slow' || values.speed === 'fast' ? values.speed : 'normal';
  const wrongCost = values.wrong === 'time' || values.wrong === 'nothing' ? values.wrong : 'point';
  return {
    aliens: aliens === 4 || aliens === 8 ? aliens : 6,
    sway: SWAYS_PER_SECOND[speed],
    wrongCost,
    roundsPerTeam: Math.max(1, Math.round(values.rounds)),
  };
}
