import type { Translation } from '../types';
import type en from '../en/fightersbasic';

/** 游戏“格斗勇士（基础版）”界面的中文文本（朗读和按钮上的单词不翻译）。 */
const fightersbasic: Translation<typeof en> = {
  settings: {
    mode: '作答方式',
    listen: '听音选词',
    sayIt: '说出来（老师判断）',
    health: '怪兽血量',
    penalty: '答错扣 5 分',
  },
  play: {
    healthLeft: '怪兽还剩 {{health}} / {{maxHealth}} 点血量！',
    victory: '你们打败了怪兽！',
  },
};

export default fightersbasic;
