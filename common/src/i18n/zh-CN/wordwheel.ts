import type { Translation } from '../types';
import type en from '../en/wordwheel';

/** 单词转盘的中文界面文本。单词和任务转盘上的任务（'Say it!' 等，和单词一起用英语说出）不翻译。 */
const wordwheel: Translation<typeof en> = {
  settings: {
    tasks: '任务转盘',
    elimination: '淘汰模式',
    mystery: '神秘模式',
    size: '转盘上的单词数',
  },
  wheel: {
    reveal: '揭晓',
    newWords: '换一批单词',
    empty: '转盘空了！',
    emptySaid: '转盘空了！按“重置”，把所有单词放回转盘再转。',
    wordsLeft_one: '还剩 {{count}} 个单词',
    wordsLeft_other: '还剩 {{count}} 个单词',
  },
};

export default wordwheel;
