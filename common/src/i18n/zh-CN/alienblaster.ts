import type { Translation } from '../types';
import type en from '../en/alienblaster';

const alienblaster: Translation<typeof en> = {};

export default alienblaster;
