import type { Translation } from '../types';
import type en from '../en/fourinarow';

const fourinarow: Translation<typeof en> = {};

export default fourinarow;
