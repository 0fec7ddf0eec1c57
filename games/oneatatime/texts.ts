// The tool's own screen texts in the page's language (common/src/i18n/<language>/oneatatime.ts). The words on its
// cards are the teacher's list: never translated.
import en from '@playwords/common/i18n/en/oneatatime';
import zhCN from '@playwords/common/i18n/zh-CN/oneatatime';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('oneatatime', { en, 'zh-CN': zhCN });
