import type { Translation } from '../types';
import type en from '../en/numberline';

/** 游戏“数轴”界面的中文文本（游戏朗读和显示的英语题目不翻译）。 */
const numberline: Translation<typeof en> = {
  settings: {
    line: '数轴',
    questions: '题型',
    find: '找数字',
    before: '前一个数',
    after: '后一个数',
    between: '中间的数',
    jumps: '跳一跳',
    mixed: '混合',
    ticks: '刻度',
    showDigits: '显示数字',
    rounds: '轮数',
  },
  play: {
    solo: '找到这个数！',
    here: '就在这儿！',
  },
  grade: {
    spotOn: '完全正确！',
    close: '非常接近！',
    near: '很接近了！',
    far: '还差一点！',
    none: '时间到！',
  },
  round: {
    summary_one: '{{total}} 次中完全正确 1 次！',
    summary_other: '{{total}} 次中完全正确 {{count}} 次！',
  },
};

export default numberline;
