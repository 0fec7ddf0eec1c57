import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { t } from '../texts';

describe('Space Fight in the page language', () => {
  afterEach(() => setLanguage('en'));

  it('says the round and the end in English as before, and in Chinese', () => {
    expect(t('play.stillFlying', { left: 2 })).toBe('2 ships still flying!');
    expect(t('end.damage', { names: 'Red Circles', damage: 36 })).toBe('Red Circles: 36 damage!');
    setLanguage('zh-CN');
    expect(t('play.stillFlying', { left: 2 })).toBe('还有 2 艘飞船在飞！');
    expect(t('end.win', { team: '红色圆圈队' })).toBe('红色圆圈队获胜！');
  });

  it('labels the settings in Chinese on a Chinese page', async () => {
    vi.resetModules();
    const kit = await import('../../kit/logic');
    kit.setLanguage('zh-CN');
    const { settings } = await import('../settings');
    expect(settings.mode.label).toBe('回答方式');
    expect(settings.mode.options.map((o) => o.label)).toEqual(['听音选择', '说出来（老师判断）']);
    kit.setLanguage('en');
  });
});
