// Wordbrain's own texts (common/src/i18n/<language>/wordbrain.ts); the list's words are never translated.
import en from '@playwords/common/i18n/en/wordbrain';
import zhCN from '@playwords/common/i18n/zh-CN/wordbrain';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('wordbrain', { en, 'zh-CN': zhCN });
