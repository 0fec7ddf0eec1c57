import type { Translation } from '../types';
import type en from '../en/oneatatime';

const oneatatime: Translation<typeof en> = {};

export default oneatatime;
