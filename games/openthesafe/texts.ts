// The game's own screen texts in the page's language (common/src/i18n/<language>/openthesafe.ts). The words to
// spell and their letters are the teacher's list: never translated.
import en from '@playwords/common/i18n/en/openthesafe';
import zhCN from '@playwords/common/i18n/zh-CN/openthesafe';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('openthesafe', { en, 'zh-CN': zhCN });
