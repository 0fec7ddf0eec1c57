// Twister's own texts (common/src/i18n/<language>/twister.ts); the calls and the list's words are never translated.
import en from '@playwords/common/i18n/en/twister';
import zhCN from '@playwords/common/i18n/zh-CN/twister';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('twister', { en, 'zh-CN': zhCN });
