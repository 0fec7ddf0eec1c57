// Number Wheel's own texts (common/src/i18n/<language>/numberwheel.ts); the numbers it says in words stay English.
import en from '@playwords/common/i18n/en/numberwheel';
import zhCN from '@playwords/common/i18n/zh-CN/numberwheel';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('numberwheel', { en, 'zh-CN': zhCN });
