import type { Translation } from '../types';
import type en from '../en/fighters';

const fighters: Translation<typeof en> = {
  settings: {
    health: '怪物生命值',
    bossSeconds: 'Boss 战：答题时间（秒，0 为不计时）',
    penalty: '答错扣 5 分',
  },
  select: {
    teamPick: '{{team}}，选择你们的斗士！',
    pick: '选择你的斗士！',
    fight: '开战！',
  },
  play: {
    victory: '你们打败了 Boss！',
    bossFight: 'Boss 战！',
    bossTime: 'Boss 来了！',
    timeUp: '时间到！',
    bossSummary: '现在它是 Boss 了：还剩 {{health}} / {{maxHealth}} 生命值！',
    summary: '怪物还剩 {{health}} / {{maxHealth}} 生命值！',
  },
};

export default fighters;
