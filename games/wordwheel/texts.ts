// Word Wheel's own texts (common/src/i18n/<language>/wordwheel.ts); the words and the tasks are never translated.
import en from '@playwords/common/i18n/en/wordwheel';
import zhCN from '@playwords/common/i18n/zh-CN/wordwheel';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('wordwheel', { en, 'zh-CN': zhCN });
