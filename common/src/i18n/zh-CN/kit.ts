import type { Translation } from '../types';
import type en from '../en/kit';

const kit: Translation<typeof en> = {};

export default kit;
