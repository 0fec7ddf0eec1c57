import type { Translation } from '../types';
import type en from '../en/alienblaster';

/** 游戏“外星人爆破”界面的中文文本（游戏朗读的单词和它的字母不翻译）。 */
const alienblaster: Translation<typeof en> = {
  settings: {
    aliens: '天上的外星人',
    youngest: '4（适合低龄）',
    speed: '外星人速度',
    slow: '慢',
    normal: '正常',
    fast: '快',
    wrong: '打错一个字母',
    point: '扣 1 分',
    time: '扣 3 秒',
    nothing: '不扣',
    rounds: '每队轮数',
  },
  play: {
    hint: '点外星人，或者按它的字母键！',
    solo: '把字母打下来！',
    words: '单词',
    getReady: '准备！',
    teamGetReady: '{{team}}，准备！',
    nextLetter: '对了！接着打下一个字母…',
    notThat: '不是这个！再听一遍…',
    twoWords: '两个单词！打得真棒！',
    blasted: '打完啦！下一个单词来了…',
    twoWordsBanner: '2 个单词！',
    timeUp: '时间到！',
    wordWas: '时间到！这个单词是…',
    lostSeconds: '−{{seconds}} 秒',
    theClass: '全班',
  },
  round: {
    inTime: '{{team}}及时打完了 {{words}}！',
    timeUp: '时间到！{{team}}打完了 {{words}}（{{letters}}）。',
    words_one: '{{count}} 个单词',
    words_other: '{{count}} 个单词',
    letters_one: '{{count}} 个字母',
    letters_other: '{{count}} 个字母',
  },
  leftOut: {
    none: '单词表里没有可以玩的单词',
    some: '有些单词没有放进游戏',
  },
};

export default alienblaster;
