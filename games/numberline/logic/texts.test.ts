import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { createRng } from '../../kit/logic/rng';
import { t } from '../texts';
import { askNumber } from './questions';
import { roundSummary } from './round';
import { gradeLine } from './scoring';

afterEach(() => setLanguage('en'));

describe('the texts in Chinese', () => {
  it('says the grades, the summary and the settings in Chinese', () => {
    expect(gradeLine('spot-on')).toBe('Spot on!');
    setLanguage('zh-CN');
    expect(gradeLine('spot-on')).toBe('完全正确！');
    expect(gradeLine('none')).toBe('时间到！');
    expect(roundSummary({ total: 6, played: 6, won: 1 })).toBe('6 次中完全正确 1 次！');
    expect(t('settings.showDigits')).toBe('显示数字');
  });

  it('keeps the questions, the lesson, in English', () => {
    setLanguage('zh-CN');
    const question = askNumber({ max: 20, mode: 'find', ticks: true }, createRng(1), []);
    expect(question.shown).toMatch(/^Where is \d+\?$/);
  });
});
