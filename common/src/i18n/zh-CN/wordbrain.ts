import type { Translation } from '../types';
import type en from '../en/wordbrain';

const wordbrain: Translation<typeof en> = {};

export default wordbrain;
