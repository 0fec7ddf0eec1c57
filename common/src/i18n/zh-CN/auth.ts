import type { Translation } from '../types';
import type en from '../en/auth';

const auth: Translation<typeof en> = {};

export default auth;
