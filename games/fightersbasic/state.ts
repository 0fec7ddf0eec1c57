import { battleSave } from '../mechanics/battle/saved-state';
import { toRules } from './settings';

export type { FightStat, FightState } from '../mechanics/battle/saved-state';

/** Fighters Basic's save (mechanics/battle/saved-state): the battle and who is in it (the arena fills a short cast). */
export const fightSave = battleSave(toRules, { wholeCast: false });
