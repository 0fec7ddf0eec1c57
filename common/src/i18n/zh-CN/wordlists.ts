import type { Translation } from '../types';
import type en from '../en/wordlists';

const wordlists: Translation<typeof en> = {};

export default wordlists;
