import type { Translation } from '../types';
import type en from '../en/numberline';

const numberline: Translation<typeof en> = {};

export default numberline;
