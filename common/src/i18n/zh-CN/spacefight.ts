import type { Translation } from '../types';
import type en from '../en/spacefight';

const spacefight: Translation<typeof en> = {};

export default spacefight;
