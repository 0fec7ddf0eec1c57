// Four In A Row's own texts (common/src/i18n/<language>/fourinarow.ts); the list's words are never translated.
import en from '@playwords/common/i18n/en/fourinarow';
import zhCN from '@playwords/common/i18n/zh-CN/fourinarow';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('fourinarow', { en, 'zh-CN': zhCN });
