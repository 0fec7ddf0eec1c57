import type { Translation } from '../types';
import type en from '../en/alienchase';

const alienchase: Translation<typeof en> = {};

export default alienchase;
