import type { Translation } from '../types';
import type en from '../en/hangmanbattle';

/** 游戏“猜词大作战”界面的中文文本（要猜的单词和它的字母不翻译）。 */
const hangmanbattle: Translation<typeof en> = {
  settings: {
    hearts: '每队的红心数',
    misses: '猜错几个字母就输掉这个单词',
    luck: '幸运转盘',
    pictureClue: '图片提示',
  },
  luck: {
    title: '幸运转盘！',
    shield: '护盾',
    extra: '多猜一次',
    landed: '{{boost}}！',
    noLuck: '这次没有好运！',
  },
  boost: {
    double: '双倍攻击',
    shield: '护盾',
    extra: '多猜一次',
    turns: '{{boost}}：{{turns}}',
  },
  play: {
    wrongLetters: '猜错的字母：{{wrong}} / {{limit}}',
    blocked: '挡住了！',
    guessAgain: '再猜一次！',
    solved: '“{{word}}”！',
    itWas: '答案是“{{word}}”',
    standing: '还有 {{left}} 个队伍在坚持！',
  },
  standings: {
    one: '颗红心',
    other: '颗红心',
  },
  leftOut: {
    none: '单词表里没有可以玩的单词',
    some: '有些单词没有放进游戏',
  },
};

export default hangmanbattle;
