import type { Translation } from '../types';
import type en from '../en/alienchasebasic';

const alienchasebasic: Translation<typeof en> = {};

export default alienchasebasic;
