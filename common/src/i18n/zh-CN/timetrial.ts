import type { Translation } from '../types';
import type en from '../en/timetrial';

const timetrial: Translation<typeof en> = {};

export default timetrial;
