import type { Translation } from '../types';
import type en from '../en/gamesInfo';

const gamesInfo: Translation<typeof en> = {};

export default gamesInfo;
