import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { t } from '../texts';

describe('Time Trial in the page language', () => {
  afterEach(() => setLanguage('en'));

  it('says a run as before in English', () => {
    expect(t('end.words', { count: 1 })).toBe('1 word');
    expect(t('end.summary', { words: t('end.words', { count: 4 }), best: 6 })).toBe('4 words (best: 6)');
  });

  it('says them in Chinese', () => {
    setLanguage('zh-CN');
    expect(t('end.summaryBest', { words: t('end.words', { count: 4 }) })).toBe('4 个单词：新纪录！');
  });

  it('labels the settings in Chinese on a Chinese page', async () => {
    vi.resetModules();
    const kit = await import('../../kit/logic');
    kit.setLanguage('zh-CN');
    const { SETTINGS } = await import('./settings');
    expect(SETTINGS.difficulty.options[0]?.label).toBe('简单：显示首字母，90 秒');
    kit.setLanguage('en');
  });
});
