import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { t } from '../texts';
import { leftOutReport } from './left-out';

afterEach(() => setLanguage('en'));

describe('the texts in Chinese', () => {
  it('names the boosts, the settings and the left-out words in Chinese, the words as in the list', () => {
    const leftOut = [{ entry: 'supercalifragilistic', reason: 'too-long' as const }];
    expect(leftOutReport(leftOut, { maxLetters: 14 })).toBe('“supercalifragilistic”: longer than 14 letters');
    setLanguage('zh-CN');
    expect(t('settings.luck')).toBe('幸运转盘');
    expect(t('standings.other')).toBe('颗红心');
    expect(t('boost.turns', { boost: t('boost.shield'), turns: 2 })).toBe('护盾：2');
    expect(t('play.itWas', { word: 'apple' })).toBe('答案是“apple”');
    expect(leftOutReport(leftOut, { maxLetters: 14 })).toBe('“supercalifragilistic”：超过 14 个字母');
  });
});
