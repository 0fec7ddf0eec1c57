import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { t } from '../texts';
import { leftOutReport } from './left-out';
import { roundSummary } from './round';

afterEach(() => setLanguage('en'));

describe('the texts in Chinese', () => {
  it('says the summary, the settings and the left-out words in Chinese, the words as in the list', () => {
    const round = { completed: 1, hits: 5, ended: 'time' } as Parameters<typeof roundSummary>[0];
    const leftOut = [{ entry: 'ice cream', reason: 'phrase' as const }];
    const rules = { maxLetters: 12, phrases: 'leave-out' } as const;
    expect(leftOutReport(leftOut, rules)).toBe('“ice cream”: more than one word');
    setLanguage('zh-CN');
    expect(roundSummary(round, '全班')).toBe('时间到！全班打完了 1 个单词（5 个字母）。');
    expect(t('settings.wrong')).toBe('打错一个字母');
    expect(leftOutReport(leftOut, rules)).toBe('“ice cream”：不止一个单词');
  });
});
