import type { Translation } from '../types';
import type en from '../en/fighters';

const fighters: Translation<typeof en> = {};

export default fighters;
