import type { Translation } from '../types';
import type en from '../en/alienchase';

const alienchase: Translation<typeof en> = {
  settings: {
    maxLevel: '最高难度',
    pace: '外星人速度',
    slow: '慢',
    normal: '正常',
    turns: '每队回合数',
    zaps: '每队电击次数',
  },
  play: {
    heading: '找到这个单词！',
    level: '第 {{level}} 关',
    zapButton: '电击！⚡ {{zaps}}',
    zap: '电击！',
    caught: '被抓住了！',
    summary: '第 {{level}} 关：找到了 {{found}} 个单词！',
    found: '找到了 {{found}} 个单词！',
  },
};

export default alienchase;
