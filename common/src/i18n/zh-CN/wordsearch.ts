import type { Translation } from '../types';
import type en from '../en/wordsearch';

const wordsearch: Translation<typeof en> = {};

export default wordsearch;
