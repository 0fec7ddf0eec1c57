import type { Translation } from '../types';
import type en from '../en/characterwheel';

const characterwheel: Translation<typeof en> = {
  settings: {
    monsters: '加上怪物',
    elimination: '淘汰模式',
  },
  wheel: {
    reset: '重置',
    others: '换一批',
    mysteryCharacter: '神秘角色',
    mysteryMonster: '神秘怪物',
  },
};

export default characterwheel;
