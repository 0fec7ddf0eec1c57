// The game's own screen texts in the page's language (common/src/i18n/<language>/spottheword.ts). The words on its
// cards and the words it speaks are the teacher's list: never translated.
import en from '@playwords/common/i18n/en/spottheword';
import zhCN from '@playwords/common/i18n/zh-CN/spottheword';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('spottheword', { en, 'zh-CN': zhCN });
