import type { Translation } from '../types';
import type en from '../en/characterwheel';

const characterwheel: Translation<typeof en> = {};

export default characterwheel;
