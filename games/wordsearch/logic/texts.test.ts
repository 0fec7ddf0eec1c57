import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../kit/logic';
import type { Unplaced } from '../../mechanics/letter-grid/grid';
import { unplacedReport } from '../../mechanics/letter-grid/round-words';
import { leftOutReport } from './left-out';

const LEFT: Unplaced[] = [
  { entry: 'hippopotamus', reason: 'too-long' },
  { entry: 'a', reason: 'too-short' },
  { entry: 'cat', reason: 'no-room' },
];

describe('Word Search in the page language', () => {
  afterEach(() => setLanguage('en'));

  it('tells the left-out words as the mechanics do in English', () => {
    expect(leftOutReport(LEFT, 8)).toBe(unplacedReport(LEFT, 8));
    expect(leftOutReport(LEFT, 8, 2)).toBe(unplacedReport(LEFT, 8, 2));
  });

  it('tells them in Chinese, the words kept as in the list', () => {
    setLanguage('zh-CN');
    expect(leftOutReport(LEFT, 8, 2)).toBe(
      '“hippopotamus”：太长，放不进 8 × 8 的网格\n“a”：至少需要 2 个字母\n还有 1 个',
    );
  });

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
