import type { Translation } from '../types';
import type en from '../en/spacefight';

const spacefight: Translation<typeof en> = {
  settings: {
    mode: '回答方式',
    listen: '听音选择',
    sayIt: '说出来（老师判断）',
    health: '飞船生命值',
    monsters: '挡路的怪物数',
    turns: '每轮回合数',
  },
  standings: {
    one: '点生命值',
    other: '点生命值',
  },
  play: {
    fire: '开火！点一艘飞船！',
    blocked: '挡住了！',
    out: '{{team}}出局了！',
    stillFlying: '还有 {{left}} 艘飞船在飞！',
  },
  end: {
    win: '{{team}}获胜！',
    aTeam: '一支队伍',
    mvp: 'MVP！',
    mvps: 'MVP！',
    and: '、',
    damage: '{{names}}：造成 {{damage}} 点伤害！',
    everyone: '大家都很努力！',
  },
};

export default spacefight;
