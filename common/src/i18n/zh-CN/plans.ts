import type { Translation } from '../types';
import type en from '../en/plans';

const plans: Translation<typeof en> = {};

export default plans;
