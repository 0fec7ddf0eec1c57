import type { Translation } from '../types';
import type en from '../en/numberwheel';

const numberwheel: Translation<typeof en> = {
  settings: {
    min: '最小数',
    max: '最大数',
    elimination: '淘汰模式',
  },
  range: {
    problem: '最小数（{{min}}）必须小于最大数（{{max}}）。请在教师面板中修改。',
    label: '{{min}} 到 {{max}}',
    left: '{{span}}：还剩 {{left}} 个（共 {{count}} 个）',
  },
  drawn: '已抽到：{{numbers}}',
  lastOne: '只剩下 {{number}} 了！',
};

export default numberwheel;
