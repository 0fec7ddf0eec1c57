import type { Translation } from '../types';
import type en from '../en/landing';

const landing: Translation<typeof en> = {};

export default landing;
