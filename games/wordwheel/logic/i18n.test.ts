import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { TASKS } from './tasks';
import { wordsLeft } from './texts';

describe('Word Wheel in the page language', () => {
  afterEach(() => setLanguage('en'));

  it('counts the words left in Chinese', () => {
    setLanguage('zh-CN');
    expect(wordsLeft(1)).toBe('还剩 1 个单词');
    expect(wordsLeft(12)).toBe('还剩 12 个单词');
  });

  it('keeps the tasks English: the class hears them with the word', () => {
    setLanguage('zh-CN');
    expect(TASKS.map((task) => task.text)).toEqual(['Say it!', 'Spell it!', 'Make a sentence!', 'Act it out!']);
  });

  it('labels the settings and buttons in Chinese on a Chinese page', async () => {
    vi.resetModules();
    const kit = await import('../../kit/logic');
    kit.setLanguage('zh-CN');
    const { settings } = await import('../settings');
    const { WORD_WHEEL_TEXT } = await import('./texts');
    expect(settings.elimination.label).toBe('淘汰模式');
    expect(WORD_WHEEL_TEXT.newWords).toBe('换一批单词');
    kit.setLanguage('en');
  });
});
