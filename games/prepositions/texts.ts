// The game's own screen texts in the page's language (common/src/i18n/<language>/prepositions.ts). The sentences it
// speaks and shows ('The cat is under the table.') and the prepositions on its buttons are the lesson: English.
import en from '@playwords/common/i18n/en/prepositions';
import zhCN from '@playwords/common/i18n/zh-CN/prepositions';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('prepositions', { en, 'zh-CN': zhCN });
