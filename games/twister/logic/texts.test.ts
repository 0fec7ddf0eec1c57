import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { callText } from './call';
import { leftOutReport, newTwisterRound, roundSummary } from './round';

describe('Twister in the page language', () => {
  afterEach(() => setLanguage('en'));

  it('says the round and the words left off the mat in Chinese', () => {
    setLanguage('zh-CN');
    expect(roundSummary(newTwisterRound(2, 2))).toBe('0 个动作中完成了 0 个！');
    const left = Array.from({ length: 13 }, (_, i) => ({ entry: `w${i + 41}` }));
    expect(leftOutReport(left.slice(0, 2), 40)).toBe(
      '地垫只放得下单词表的前 40 个单词，转盘不会转到这些单词：w41、w42。',
    );
    expect(leftOutReport(left, 40)).toMatch(/w52，还有 1 个。$/);
  });

  it('keeps the call English on a Chinese page: it is the lesson', () => {
    setLanguage('zh-CN');
    expect(callText({ limb: 'hand', side: 'right' }, 'apple')).toBe('Right hand… apple!');
  });

  it('labels the settings in Chinese on a Chinese page', async () => {
    vi.resetModules();
    const kit = await import('../../kit/logic');
    kit.setLanguage('zh-CN');
    const { settings } = await import('../settings');
    expect(settings.leftRight.label).toBe('区分左右');
    kit.setLanguage('en');
  });
});
