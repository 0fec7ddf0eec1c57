import type { Translation } from '../types';
import type en from '../en/emails';

const emails: Translation<typeof en> = {};

export default emails;
