import type { Translation } from '../types';
import type en from '../en/wordwheel';

const wordwheel: Translation<typeof en> = {};

export default wordwheel;
