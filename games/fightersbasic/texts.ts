// The game's own screen texts in the page's language (common/src/i18n/<language>/fightersbasic.ts). The words on its
// buttons and the words it speaks are the teacher's list: never translated.
import en from '@playwords/common/i18n/en/fightersbasic';
import zhCN from '@playwords/common/i18n/zh-CN/fightersbasic';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('fightersbasic', { en, 'zh-CN': zhCN });
