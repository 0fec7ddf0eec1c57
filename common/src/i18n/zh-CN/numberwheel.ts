import type { Translation } from '../types';
import type en from '../en/numberwheel';

const numberwheel: Translation<typeof en> = {};

export default numberwheel;
