import type { Translation } from '../types';
import type en from '../en/alienchasebasic';

const alienchasebasic: Translation<typeof en> = {
  settings: {
    startLevel: '起始关卡',
    pace: '外星人速度',
    slow: '慢',
    normal: '正常',
    words: '每局单词数',
  },
  play: {
    level: '第 {{level}} 关',
    caught: '被抓住了！',
    caughtTryAgain: '被抓住了！再试一次！',
    found: '找到了 {{found}} 个单词！',
    outOfHearts: '爱心用完了！找到了 {{found}} 个单词！',
  },
};

export default alienchasebasic;
