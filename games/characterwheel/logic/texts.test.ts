import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../kit/logic';

describe('Character Wheel in the page language', () => {
  afterEach(() => setLanguage('en'));

  it('says its button and nameless pictures in Chinese, the teacher’s names as they are', async () => {
    vi.resetModules();
    const kit = await import('../../kit/logic');
    kit.setLanguage('zh-CN');
    const { castOf, secondButton } = await import('./cast');
    const { settings } = await import('../settings');
    expect(secondButton(false, 5)).toBe('换一批');
    expect(
      castOf(
        [
          { name: ' ', key: 'a' },
          { name: 'Momo', key: 'b' },
        ],
        [],
        false,
      ).map((m) => m.name),
    ).toEqual(['神秘角色', 'Momo']);
    expect(settings.monsters.label).toBe('加上怪物');
    kit.setLanguage('en');
  });
});
