import type { Translation } from '../types';
import type en from '../en/classes';

const classes: Translation<typeof en> = {
  title: '我的班级',
};

export default classes;
