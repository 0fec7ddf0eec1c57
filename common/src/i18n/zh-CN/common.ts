import type { Translation } from '../types';
import type en from '../en/common';

const common: Translation<typeof en> = {
  language: {
    label: 'Language / 语言',
  },
  errors: {
    noResponse: '无法连接服务器。请检查网络连接，或稍后再试。',
  },
};

export default common;
