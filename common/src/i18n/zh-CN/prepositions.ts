import type { Translation } from '../types';
import type en from '../en/prepositions';

/** 游戏“介词”界面的中文文本（游戏朗读和显示的英语句子、介词不翻译）。 */
const prepositions: Translation<typeof en> = {
  settings: {
    game: '玩法',
    both: '两种轮流',
    where: '在哪里？',
    put: '放一放！',
    answer: '“在哪里？”的答法',
    tap: '点按',
    say: '说出来',
    prepositions: '介词',
    all: '全部 8 个',
    monsters: '怪物也来躲',
    rounds: '轮数',
  },
  turn: {
    team: '{{team}}！',
  },
  round: {
    summary: '答对了 {{won}} / {{total}} 个位置！',
  },
};

export default prepositions;
