import { setting, type SettingsSchema } from '../kit';

/**
 * The teacher panel's settings (the form is generic: the kit draws it from this schema). Left and right off is for
 * the youngest: the spinner then calls 'Hand… apple!'. Seconds to get there: 0 for no clock (the teacher judges).
 */
export const settings = {
  leftRight: setting.toggle('Left and right', true),
  spins: setting.number('Spins for each team', 3, 1, 10),
  rounds: setting.number('Rounds', 2, 1, 10),
  seconds: setting.number('Seconds to get there', 10, 0, 30, 5),
} satisfies SettingsSchema;
