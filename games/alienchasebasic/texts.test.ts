import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../kit/logic';
import { t } from './texts';

describe('Alien Chase Basic in the page language', () => {
  afterEach(() => setLanguage('en'));

  it('says its lines in English as before, and in Chinese', () => {
    expect(t('play.outOfHearts', { found: 4 })).toBe('Out of hearts! 4 words found!');
    setLanguage('zh-CN');
    expect(t('play.outOfHearts', { found: 4 })).toBe('爱心用完了！找到了 4 个单词！');
  });

  it('labels the settings in Chinese on a Chinese page', async () => {
    vi.resetModules();
    const kit = await import('../kit/logic');
    kit.setLanguage('zh-CN');
    const { settings } = await import('./settings');
    expect(settings.words.label).toBe('每局单词数');
    kit.setLanguage('en');
  });
});
