import { describe, expect, it } from 'vitest';
import { GAME_CATALOGUE, ONE_AT_A_TIME } from '@playwords/common';
import { gameManifest, gameName, localizedManifest, manifestKeys, manifestTranslation } from './game-manifests';

const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '' && text === text.trim();

describe('the games’ texts in Chinese (games/<key>/manifest.zh-CN.json)', () => {
  it('reads every manifest', () => {
    expect(manifestKeys().length).toBeGreaterThanOrEqual(22);
  });

  it.each(manifestKeys())('%s has a complete translation: every field filled, as many paragraphs', (key) => {
    const english = gameManifest(key)!;
    const zh = manifestTranslation(key, 'zh-CN');
    expect(zh, `games/${key}/manifest.zh-CN.json`).toBeDefined();
    expect(Object.keys(zh!).sort()).toEqual(['card', 'howTo', 'name', 'tagline']);
    expect(Object.keys(zh!.card ?? {})).toEqual(['blurb']);
    expect(filled(zh!.name), 'name').toBe(true);
    expect(filled(zh!.tagline), 'tagline').toBe(true);
    expect(filled(zh!.card?.blurb), 'card.blurb').toBe(true);
    expect(zh!.howTo).toHaveLength(english.howTo.length);
    zh!.howTo!.forEach((paragraph, index) => expect(filled(paragraph), `howTo[${index}]`).toBe(true));
    // Chinese, not a copy of the English.
    expect(zh!.card!.blurb).not.toBe(english.card.blurb);
    expect(zh!.howTo![0]).toMatch(/\p{Script=Han}/u);
  });

  it('gives every game’s texts in the reader’s language', () => {
    expect(localizedManifest('wordsearch', 'en')).toMatchObject({
      name: 'Word Search',
      tagline: 'Find the hidden words!',
      blurb: 'Find your words hidden in a grid of letters.',
    });
    const zh = localizedManifest('wordsearch', 'zh-CN')!;
    expect(zh.name).toBe('单词搜索');
    expect(zh.blurb).toBe('在字母方阵里找出你的单词。');
    expect(zh.howTo).toHaveLength(gameManifest('wordsearch')!.howTo.length);
    // Lesson words stay as they are inside the Chinese text.
    expect(zh.howTo.join(' ')).toContain('ice cream');
    expect(localizedManifest('none', 'zh-CN')).toBeUndefined();
  });

  it('names every game in both languages: English from the catalogue, Chinese from the translations', () => {
    for (const game of [...GAME_CATALOGUE, ONE_AT_A_TIME]) {
      expect(gameName(game.internal_name, 'en')).toBe(game.name);
      const chinese = gameName(game.internal_name, 'zh-CN');
      expect(chinese, game.internal_name).toMatch(/\p{Script=Han}/u);
    }
    expect(gameName('fourinarow', 'zh-CN')).toBe('四子棋');
    expect(gameName('none', 'zh-CN')).toBe('任意游戏');
    expect(gameName('none', 'en')).toBe('Any Game');
  });
});
