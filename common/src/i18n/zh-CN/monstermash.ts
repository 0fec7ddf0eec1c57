import type { Translation } from '../types';
import type en from '../en/monstermash';

/** 游戏“敲敲怪兽”界面的中文文本（游戏朗读的单词和牌子上的单词不翻译）。 */
const monstermash: Translation<typeof en> = {
  settings: {
    holes: '洞的数量',
    holeCount: '{{holes}} 个洞',
    signs: '牌子上的单词数',
    startSpeed: '起始速度',
    topSpeed: '最高速度',
    turns: '每队的单词数',
    rounds: '轮数',
    seconds: '每个单词的时间',
  },
  play: {
    solo: '敲中这个单词！',
    faster: '加速啦！',
  },
  round: {
    whacked_one: '敲中了 {{count}} 个怪兽',
    whacked_other: '敲中了 {{count}} 个怪兽',
    allRight: '{{whacked}}！',
    withWrong_one: '{{whacked}} · 敲错了 {{count}} 次',
    withWrong_other: '{{whacked}} · 敲错了 {{count}} 次',
  },
};

export default monstermash;
