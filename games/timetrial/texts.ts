// Time Trial's own texts (common/src/i18n/<language>/timetrial.ts); the list's words are never translated.
import en from '@playwords/common/i18n/en/timetrial';
import zhCN from '@playwords/common/i18n/zh-CN/timetrial';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('timetrial', { en, 'zh-CN': zhCN });
