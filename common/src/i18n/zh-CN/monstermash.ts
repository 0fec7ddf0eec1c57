import type { Translation } from '../types';
import type en from '../en/monstermash';

const monstermash: Translation<typeof en> = {};

export default monstermash;
