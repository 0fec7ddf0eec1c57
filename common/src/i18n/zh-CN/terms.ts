import type { Translation } from '../types';
import type en from '../en/terms';

const terms: Translation<typeof en> = {};

export default terms;
