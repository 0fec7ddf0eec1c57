// Alien Chase's own texts (common/src/i18n/<language>/alienchase.ts); the list's words are never translated.
import en from '@playwords/common/i18n/en/alienchase';
import zhCN from '@playwords/common/i18n/zh-CN/alienchase';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('alienchase', { en, 'zh-CN': zhCN });
