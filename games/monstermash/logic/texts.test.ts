import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { t } from '../texts';
import { roundSummary } from './round';

afterEach(() => setLanguage('en'));

describe('the texts in Chinese', () => {
  it('says the round summary and the settings in Chinese', () => {
    setLanguage('zh-CN');
    const round = { level: 1, turns: 3, whacked: 5, wrong: 0 };
    expect(roundSummary(round)).toBe('敲中了 5 个怪兽！');
    expect(roundSummary({ ...round, wrong: 2 })).toBe('敲中了 5 个怪兽 · 敲错了 2 次');
    expect(t('settings.holeCount', { holes: 9 })).toBe('9 个洞');
    expect(t('play.faster')).toBe('加速啦！');
  });
});
