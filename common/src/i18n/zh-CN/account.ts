import type { Translation } from '../types';
import type en from '../en/account';

const account: Translation<typeof en> = {};

export default account;
