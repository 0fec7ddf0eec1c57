import type { Translation } from '../types';
import type en from '../en/ufoblockade';

const ufoblockade: Translation<typeof en> = {};

export default ufoblockade;
