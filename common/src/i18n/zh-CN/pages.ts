import type { Translation } from '../types';
import type en from '../en/pages';

const pages: Translation<typeof en> = {};

export default pages;
