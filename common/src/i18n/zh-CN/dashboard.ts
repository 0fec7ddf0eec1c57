import type { Translation } from '../types';
import type en from '../en/dashboard';

const dashboard: Translation<typeof en> = {};

export default dashboard;
