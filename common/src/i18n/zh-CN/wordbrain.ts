import type { Translation } from '../types';
import type en from '../en/wordbrain';

const wordbrain: Translation<typeof en> = {
  settings: {
    size: '网格大小',
    fitWords: '按单词多少',
    words: '每个谜题的单词数',
    rounds: '谜题数（轮数）',
    tries: '每回合尝试次数',
    untilFound: '直到找到',
  },
  panel: {
    findWords: '找出这些单词！',
    hint: '提示',
    next: '下一队 ▶',
  },
  hint: {
    trace: '沿着相邻的字母连出一个单词！',
    nextLetterOrFinish: '选下一个字母……或再点一下最后一个字母。',
    nowNext: '现在选下一个字母！',
    arrows: '用方向键移动，在每个字母上按 Enter',
    yes: '对了！“{{word}}”',
    notYet: '对了！不过要先找另一个单词。',
    foundAlready: '已经找到了！',
    notThisTime: '这次没找到！',
    tryAgain: '再试一次！',
  },
  end: {
    roundOver: '本轮结束！',
    allFound: '全部找到了！',
  },
  leftOut: {
    none: '单词脑力王需要两个由 a 到 z 字母组成的单词',
    some: '有些单词不在这个游戏里',
    needsTwo: '单词表至少需要两个单词。',
  },
};

export default wordbrain;
