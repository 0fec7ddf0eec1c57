// The game's own screen texts in the page's language (common/src/i18n/<language>/alienblaster.ts). The words it
// speaks and their letters are the teacher's list: never translated.
import en from '@playwords/common/i18n/en/alienblaster';
import zhCN from '@playwords/common/i18n/zh-CN/alienblaster';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('alienblaster', { en, 'zh-CN': zhCN });
