import type { Translation } from '../types';
import type en from '../en/profile';

const profile: Translation<typeof en> = {};

export default profile;
