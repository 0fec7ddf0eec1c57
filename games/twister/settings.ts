import { setting, type SettingsSchema } from '../kit/logic/settings';
import { t } from './texts';

/**
 * The teacher panel's settings (the form is generic: the kit draws it from this schema). Left and right off is for
 * the youngest: the spinner then calls 'Hand… apple!'. Seconds to get there: 0 for no clock (the teacher judges).
 */
export const settings = {
  leftRight: setting.toggle(t('settings.leftRight'), true),
  spins: setting.number(t('settings.spins'), 3, 1, 10),
  rounds: setting.number(t('settings.rounds'), 2, 1, 10),
  seconds: setting.number(t('settings.seconds'), 10, 0, 30, 5),
} satisfies SettingsSchema;
