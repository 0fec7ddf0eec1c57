// Word Search's own texts (common/src/i18n/<language>/wordsearch.ts); the list's words are never translated.
import en from '@playwords/common/i18n/en/wordsearch';
import zhCN from '@playwords/common/i18n/zh-CN/wordsearch';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('wordsearch', { en, 'zh-CN': zhCN });
