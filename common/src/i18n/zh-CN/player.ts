import type { Translation } from '../types';
import type en from '../en/player';

const player: Translation<typeof en> = {};

export default player;
