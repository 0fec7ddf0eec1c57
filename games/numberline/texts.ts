// The game's own screen texts in the page's language (common/src/i18n/<language>/numberline.ts). The questions it
// speaks and shows ('Where is 105?', 'What comes after 39?') are the lesson: English.
import en from '@playwords/common/i18n/en/numberline';
import zhCN from '@playwords/common/i18n/zh-CN/numberline';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('numberline', { en, 'zh-CN': zhCN });
