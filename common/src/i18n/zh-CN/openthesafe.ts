import type { Translation } from '../types';
import type en from '../en/openthesafe';

/** 游戏“开保险箱”界面的中文文本（要拼的单词和它的字母不翻译）。 */
const openthesafe: Translation<typeof en> = {
  settings: {
    keypad: '键盘',
    clue: '提示',
    say: '读出单词',
    picture: '显示图片',
    first: '只给长度和首字母',
    safes: '每队每轮的保险箱数',
    rounds: '轮数',
  },
  keypad: {
    tiny: '迷你 3 × 3',
    small: '小 4 × 4',
    big: '大 5 × 5',
  },
  play: {
    solo: '打开保险箱！',
    firstLetter: '{{length}} 个字母，以 {{letter}} 开头',
    try_one: '第 {{n}} 次（共 {{tries}} 次）：{{count}} 分',
    try_other: '第 {{n}} 次（共 {{tries}} 次）：{{count}} 分',
    firstTry: '一次就打开了！',
    crackedIn: '试了 {{tries}} 次，打开了！',
    wordWas: '这个单词是…',
    hereItIs: '答案在这里！',
  },
  round: {
    cracked_one: '打开了 1 个保险箱！',
    cracked_other: '打开了 {{count}} 个保险箱！',
  },
  leftOut: {
    none: '单词表里没有能放进“{{keypad}}”键盘的单词',
    some: '有些单词没有放进游戏',
    bigKeypad: '大键盘',
  },
};

export default openthesafe;
