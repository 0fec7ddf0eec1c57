// Fighters' own texts (common/src/i18n/<language>/fighters.ts); the list's words are never translated.
import en from '@playwords/common/i18n/en/fighters';
import zhCN from '@playwords/common/i18n/zh-CN/fighters';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('fighters', { en, 'zh-CN': zhCN });
