import type { Translation } from '../types';
import type en from '../en/openthesafe';

const openthesafe: Translation<typeof en> = {};

export default openthesafe;
