// The game's own screen texts in the page's language (common/src/i18n/<language>/monstermash.ts). The words on its
// signs and the words it speaks are the teacher's list: never translated.
import en from '@playwords/common/i18n/en/monstermash';
import zhCN from '@playwords/common/i18n/zh-CN/monstermash';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('monstermash', { en, 'zh-CN': zhCN });
