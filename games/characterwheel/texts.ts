// Character Wheel's own texts (common/src/i18n/<language>/characterwheel.ts); the characters' names are never translated.
import en from '@playwords/common/i18n/en/characterwheel';
import zhCN from '@playwords/common/i18n/zh-CN/characterwheel';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('characterwheel', { en, 'zh-CN': zhCN });
