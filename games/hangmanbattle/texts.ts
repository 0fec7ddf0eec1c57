// The game's own screen texts in the page's language (common/src/i18n/<language>/hangmanbattle.ts). The words to
// guess and their letters are the teacher's list: never translated.
import en from '@playwords/common/i18n/en/hangmanbattle';
import zhCN from '@playwords/common/i18n/zh-CN/hangmanbattle';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('hangmanbattle', { en, 'zh-CN': zhCN });
