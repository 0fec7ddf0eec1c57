import { battleSave } from '../mechanics/battle/saved-state';
import { toRules } from './settings';

export type { FightStat, FightState } from '../mechanics/battle/saved-state';

/**
 * Fighters' save (mechanics/battle/saved-state): the battle and who is in it. An empty `cast` means the teams have not
 * picked their characters yet (a new game starts with character select), so a saved cast that does not name every
 * team's character is picked again. Whether the monster is a boss follows from its health (logic/boss.ts).
 */
export const fightSave = battleSave(toRules, { wholeCast: true });
