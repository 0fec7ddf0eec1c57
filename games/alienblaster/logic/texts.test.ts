import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { t } from '../texts';
import { roundSummary } from './round';

afterEach(() => setLanguage('en'));

describe('the texts in Chinese', () => {
  it('says the summary and the settings in Chinese, the words as in the list', () => {
    const round = { completed: 1, hits: 5, ended: 'time' } as Parameters<typeof roundSummary>[0];
    setLanguage('zh-CN');
    expect(roundSummary(round, '全班')).toBe('时间到！全班打完了 1 个单词（5 个字母）。');
    expect(t('settings.wrong')).toBe('打错一个字母');
  });
});
