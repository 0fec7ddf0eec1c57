// Space Fight's own texts (common/src/i18n/<language>/spacefight.ts); the list's words are never translated.
import en from '@playwords/common/i18n/en/spacefight';
import zhCN from '@playwords/common/i18n/zh-CN/spacefight';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('spacefight', { en, 'zh-CN': zhCN });
