import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { drawnLine, lastOneShown, numberRange, rangeInfo, rangeProblem, spokenNumber } from './range';

describe('Number Wheel in the page language', () => {
  afterEach(() => setLanguage('en'));

  it('says the range, what is drawn and what is left in English as before', () => {
    expect(lastOneShown(42)).toBe('Only 42 is left!');
    expect(drawnLine([1, 2, 3, 4, 5], 3)).toBe('Drawn: 5, 4, 3…');
  });

  it('says them in Chinese, the numbers still said in English words', () => {
    setLanguage('zh-CN');
    const range = numberRange(1, 1000)!;
    expect(rangeInfo(range, 997, true)).toBe('1 到 1000：还剩 997 个（共 1000 个）');
    expect(rangeProblem(20, 10)).toBe('最小数（20）必须小于最大数（10）。请在教师面板中修改。');
    expect(drawnLine([42, 7])).toBe('已抽到：7, 42');
    expect(lastOneShown(42)).toBe('只剩下 42 了！');
    expect(spokenNumber(42)).toBe('forty-two');
  });

  it('labels the settings in Chinese on a Chinese page', async () => {
    vi.resetModules();
    const kit = await import('../../kit/logic');
    kit.setLanguage('zh-CN');
    const { settings } = await import('../settings');
    expect(settings.min.label).toBe('最小数');
    expect(settings.elimination.label).toBe('淘汰模式');
    kit.setLanguage('en');
  });
});
