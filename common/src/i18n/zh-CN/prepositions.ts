import type { Translation } from '../types';
import type en from '../en/prepositions';

const prepositions: Translation<typeof en> = {};

export default prepositions;
