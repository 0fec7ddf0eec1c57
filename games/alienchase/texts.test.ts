import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../kit/logic';
import { t } from './texts';

describe('Alien Chase in the page language', () => {
  afterEach(() => setLanguage('en'));

  it('says its lines in English as before, and in Chinese', () => {
    expect(t('play.summary', { level: 2, found: 5 })).toBe('Level 2: 5 words found!');
    setLanguage('zh-CN');
    expect(t('play.summary', { level: 2, found: 5 })).toBe('第 2 关：找到了 5 个单词！');
    expect(t('play.zapButton', { zaps: 3 })).toBe('电击！⚡ 3');
  });

  it('labels the settings in Chinese on a Chinese page', async () => {
    vi.resetModules();
    const kit = await import('../kit/logic');
    kit.setLanguage('zh-CN');
    const { settings } = await import('./settings');
    expect(settings.pace.label).toBe('外星人速度');
    expect(settings.pace.options.map((o) => o.label)).toEqual(['慢', '正常']);
    kit.setLanguage('en');
  });
});
