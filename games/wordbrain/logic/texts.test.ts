import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../kit/logic';

describe('Wordbrain in the page language', () => {
  afterEach(() => setLanguage('en'));

  it('labels the settings in Chinese on a Chinese page', async () => {
    vi.resetModules();
    const kit = await import('../../kit/logic');
    kit.setLanguage('zh-CN');
    const { SETTINGS } = await import('./settings');
    expect(SETTINGS.rounds.label).toBe('谜题数（轮数）');
    expect(SETTINGS.size.options[0]?.label).toBe('按单词多少');
    kit.setLanguage('en');
  });
});
