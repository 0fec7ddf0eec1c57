import type { Translation } from '../types';
import type en from '../en/lessons';

const lessons: Translation<typeof en> = {
  title: '课程计划',
};

export default lessons;
