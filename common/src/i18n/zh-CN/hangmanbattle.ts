import type { Translation } from '../types';
import type en from '../en/hangmanbattle';

const hangmanbattle: Translation<typeof en> = {};

export default hangmanbattle;
