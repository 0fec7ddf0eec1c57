import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { settings as englishSettings } from '../settings';
import { t } from '../texts';

describe('Four In A Row in the page language', () => {
  afterEach(() => setLanguage('en'));

  it('says a board won in English as before, and in Chinese', () => {
    expect(t('play.won', { team: 'Red Circles' })).toBe('Red Circles got four in a row!');
    setLanguage('zh-CN');
    expect(t('play.won', { team: '红色圆圈队' })).toBe('红色圆圈队四子连线了！');
    expect(t('play.drawSummary')).toBe('平局：棋盘下满了！');
  });

  it('labels the settings in Chinese on a Chinese page, the board sizes as they are', async () => {
    vi.resetModules();
    const kit = await import('../../kit/logic');
    kit.setLanguage('zh-CN');
    const { settings } = await import('../settings');
    expect(settings.mode.label).toBe('回答方式');
    expect(settings.board.options.slice(0, 2).map((o) => o.label)).toEqual(['标准', '5 × 4']);
    kit.setLanguage('en');
  });

  it('keeps the English settings as they were', () => {
    expect(englishSettings.board.options[0]).toEqual({ value: 'standard', label: 'Standard' });
  });
});
