// UFO Blockade's own texts (common/src/i18n/<language>/ufoblockade.ts); the list's words are never translated.
import en from '@playwords/common/i18n/en/ufoblockade';
import zhCN from '@playwords/common/i18n/zh-CN/ufoblockade';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('ufoblockade', { en, 'zh-CN': zhCN });
