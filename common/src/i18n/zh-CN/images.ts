import type { Translation } from '../types';
import type en from '../en/images';

const images: Translation<typeof en> = {};

export default images;
