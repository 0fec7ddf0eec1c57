import type { Translation } from '../types';
import type en from '../en/twister';

const twister: Translation<typeof en> = {};

export default twister;
