// Alien Chase Basic's own texts (common/src/i18n/<language>/alienchasebasic.ts); the list's words are never translated.
import en from '@playwords/common/i18n/en/alienchasebasic';
import zhCN from '@playwords/common/i18n/zh-CN/alienchasebasic';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('alienchasebasic', { en, 'zh-CN': zhCN });
