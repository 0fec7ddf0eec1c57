import type { Translation } from '../types';
import type en from '../en/fightersbasic';

const fightersbasic: Translation<typeof en> = {};

export default fightersbasic;
