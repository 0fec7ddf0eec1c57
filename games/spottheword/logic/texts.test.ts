import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { t } from '../texts';
import { roundSummary } from './round';

afterEach(() => setLanguage('en'));

describe('the texts in Chinese', () => {
  it('says the round summary and the settings in Chinese', () => {
    setLanguage('zh-CN');
    const round = { words: 4, asked: 2, spotted: [2, 0], fastest: { half: 0, ms: 1290 } } as Parameters<
      typeof roundSummary
    >[0];
    expect(roundSummary(round, ['红色圆圈队', '蓝色方块队'])).toBe('红色圆圈队 2 – 0 蓝色方块队 · 最快：1.3 秒');
    expect(t('settings.race')).toBe('同时抢答');
  });
});
