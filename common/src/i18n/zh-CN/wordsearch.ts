import type { Translation } from '../types';
import type en from '../en/wordsearch';

const wordsearch: Translation<typeof en> = {
  settings: {
    size: '网格大小',
    directions: '方向',
    acrossDown: '横向和纵向',
    diagonal: '+ 斜向',
    backwards: '+ 反向',
    words: '每轮单词数',
    fitGrid: '按网格大小',
    listen: '听音模式',
    rounds: '轮数',
    tries: '每回合尝试次数',
    untilFound: '直到找到',
    points: '计分',
    perWord: '每个单词 1 分',
    perLetter: '每个字母 1 分',
  },
  panel: {
    findWord: '找出这个单词！',
    findWords: '找出这些单词！',
    nextTeam: '下一队 ▶',
    listenAndFind: '听一听，找一找！',
    foundOf: '已找到 {{done}} / {{total}}',
  },
  hint: {
    listenThenFind: '先听，再找出来！',
    drag: '在单词上拖动！',
    yes: '对了！“{{word}}”',
    foundAlready: '已经找到了！',
    thatIs: '那是“{{word}}”！',
    notThisTime: '这次没找到！',
    tryAgain: '再试一次！',
  },
  end: {
    roundOver: '本轮结束！',
    allFound: '全部找到了！',
  },
  leftOut: {
    none: '单词表里没有能放进这个网格的单词',
    some: '有些单词不在这个谜题里',
    biggerGrid: '加大网格',
  },
};

export default wordsearch;
