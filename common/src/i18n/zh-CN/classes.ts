import type { Translation } from '../types';
import type en from '../en/classes';

const classes: Translation<typeof en> = {
  title: '我的班级',
  totals: {
    label: '得分',
    lesson: '本节课',
    allTime: '累计',
    leader: '领先',
  },
};

export default classes;
