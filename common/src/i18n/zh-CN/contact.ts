import type { Translation } from '../types';
import type en from '../en/contact';

const contact: Translation<typeof en> = {};

export default contact;
