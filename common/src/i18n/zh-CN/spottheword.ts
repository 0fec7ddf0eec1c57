import type { Translation } from '../types';
import type en from '../en/spottheword';

/** 游戏“抢找单词”界面的中文文本（卡片上的单词和朗读的单词不翻译）。 */
const spottheword: Translation<typeof en> = {
  settings: {
    mode: '谁来玩',
    auto: '自动',
    race: '同时抢答',
    turns: '轮流',
    cards: '每边的卡片数',
    words: '每轮单词数',
    rounds: '轮数',
    seconds: '每个单词的时间',
  },
  round: {
    fastest: '{{score}} · 最快：{{seconds}} 秒',
  },
};

export default spottheword;
