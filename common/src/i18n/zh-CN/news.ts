import type { Translation } from '../types';
import type en from '../en/news';

const news: Translation<typeof en> = {};

export default news;
