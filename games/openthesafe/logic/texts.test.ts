import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { t } from '../texts';
import { boardLabel } from './keypad';
import { roundSummary } from './round';

afterEach(() => setLanguage('en'));

describe('the texts in Chinese', () => {
  it('names the keypads, the tries, the summary and the left-out dialog in Chinese', () => {
    expect(boardLabel('small')).toBe('Small 4 × 4');
    expect(t('play.try', { n: 2, tries: 3, count: 1 })).toBe('Try 2 of 3: 1 point');
    setLanguage('zh-CN');
    expect(boardLabel('small')).toBe('小 4 × 4');
    expect(t('play.try', { n: 2, tries: 3, count: 2 })).toBe('第 2 次（共 3 次）：2 分');
    expect(roundSummary({ total: 4, played: 4, won: 3 })).toBe('打开了 3 个保险箱！');
    expect(t('leftOut.none', { keypad: boardLabel('tiny') })).toBe('单词表里没有能放进“迷你 3 × 3”键盘的单词');
  });
});
