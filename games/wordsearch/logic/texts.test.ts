import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../kit/logic';

describe('Word Search in the page language', () => {
  afterEach(() => setLanguage('en'));

  it('labels the settings in Chinese on a Chinese page', async () => {
    vi.resetModules();
    const kit = await import('../../kit/logic');
    kit.setLanguage('zh-CN');
    const { SETTINGS } = await import('./settings');
    expect(SETTINGS.size.label).toBe('网格大小');
    expect(SETTINGS.directions.options[0]?.label).toBe('横向和纵向');
    kit.setLanguage('en');
  });
});
