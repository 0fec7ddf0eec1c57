import type { Translation } from '../types';
import type en from '../en/fourinarow';

const fourinarow: Translation<typeof en> = {
  settings: {
    mode: '回答方式',
    saying: '说单词',
    listening: '听单词',
    board: '棋盘',
    standard: '标准',
    boards: '下几盘',
  },
  standings: {
    roundName: '盘',
    one: '盘胜利',
    other: '盘胜利',
  },
  play: {
    fourInARow: '四子连线！',
    draw: '平局！',
    full: '满了！',
    listenSolo: '听一听，找出来！',
    sayHint: '点一个单词，把它说出来！',
    won: '{{team}}四子连线了！',
    drawSummary: '平局：棋盘下满了！',
  },
};

export default fourinarow;
