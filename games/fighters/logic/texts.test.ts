import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { roundSummary } from './boss';

describe('Fighters in the page language', () => {
  afterEach(() => setLanguage('en'));

  it('says the round summary in Chinese', () => {
    setLanguage('zh-CN');
    expect(roundSummary(120, 150)).toBe('怪物还剩 120 / 150 生命值！');
    expect(roundSummary(60, 150)).toBe('现在它是 Boss 了：还剩 60 / 150 生命值！');
  });

  it('labels the settings in Chinese on a Chinese page', async () => {
    vi.resetModules();
    const kit = await import('../../kit/logic');
    kit.setLanguage('zh-CN');
    const { settings } = await import('../settings');
    expect(settings.penalty.label).toBe('答错扣 5 分');
    kit.setLanguage('en');
  });
});
