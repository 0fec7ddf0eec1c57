import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { shoot, startWave, type WaveRules } from './blockade';
import { waveBanner, waveSummary } from './game';
import { newShields } from './shields';
import { leftOutReport } from './signs';

const rules: WaveRules = { rows: 1, columns: 3, scoring: 'teams', teams: 2 };

describe('UFO Blockade in the page language', () => {
  afterEach(() => setLanguage('en'));

  it('says how a wave went in Chinese', () => {
    setLanguage('zh-CN');
    const wave = startWave(['cat', 'dog', 'owl'], rules, newShields());
    for (const [id, word] of [
      [0, 'cat'],
      [1, 'dog'],
      [2, 'owl'],
    ] as const)
      shoot(wave, id, word, 0);
    expect(waveBanner(wave, 'cleared')).toBe('这一波全部击落！');
    expect(waveSummary('coop', wave, 'cleared')).toBe('大家一起击落了 3 个飞碟！还剩 4 个护盾。');
  });

  it('tells the left-out words in Chinese, the words kept as in the list', () => {
    setLanguage('zh-CN');
    const report = leftOutReport([{ entry: 'butterflies and bees', reason: 'too-long' }], 5);
    expect(report).toMatch(/^“butterflies and bees”：太长，飞碟上放不下（每排 5 个飞碟时，最多约 \d+ 个字母）。/);
  });

  it('labels the settings in Chinese on a Chinese page', async () => {
    vi.resetModules();
    const kit = await import('../../kit/logic');
    kit.setLanguage('zh-CN');
    const { settings } = await import('../settings');
    expect(settings.scoring.options.map((o) => o.label)).toEqual(['队伍对抗', '全班合作']);
    kit.setLanguage('en');
  });
});
