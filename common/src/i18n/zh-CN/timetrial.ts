import type { Translation } from '../types';
import type en from '../en/timetrial';

const timetrial: Translation<typeof en> = {
  settings: {
    difficulty: '难度',
    easy: '简单：显示首字母，90 秒',
    medium: '中等：提示扣 5 秒，60 秒',
    hard: '困难：多一个干扰字母，45 秒',
    rounds: '挑战次数（轮数）',
  },
  play: {
    best: '最佳：{{best}}',
    level: {
      easy: '简单',
      medium: '中等',
      hard: '困难',
    },
    unscramble: '{{level}}：把字母排成单词！',
    hearIt: '听一听',
    hearItCost: '听一听（−{{cost}} 秒）',
    cost: '−{{cost}} 秒',
    undo: '撤销 ⌫',
    words: '单词：{{solved}}',
  },
  end: {
    newBest: '新纪录！',
    timeUp: '时间到！',
    words_one: '{{count}} 个单词',
    words_other: '{{count}} 个单词',
    summaryBest: '{{words}}：新纪录！',
    summary: '{{words}}（最佳：{{best}}）',
  },
  leftOut: {
    none: '限时拼词需要由 a 到 z 字母组成的单词',
    some: '有些单词不在这个游戏里',
    noWords: '单词表里没有单词。',
  },
};

export default timetrial;
