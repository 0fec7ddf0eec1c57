import type { Translation } from '../types';
import type en from '../en/spottheword';

const spottheword: Translation<typeof en> = {};

export default spottheword;
