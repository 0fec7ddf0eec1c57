import { describe, expect, it } from 'vitest';
import { GAME_CATALOGUE, GAME_KEYS, ONE_AT_A_TIME, findGame, findPlayableGame, gameIndexOf } from './games';

describe('game catalogue', () => {
  it('has 23 keys and 22 entries, id 0 the placeholder', () => {
    expect(GAME_KEYS).toHaveLength(23);
    expect(GAME_CATALOGUE).toHaveLength(22);
    expect(GAME_CATALOGUE[0]).toMatchObject({ internal_id: 0, name: 'Any Game' });
    expect(GAME_CATALOGUE.filter((g) => g.internal_id !== 0)).toHaveLength(21);
  });

  it('numbers each game by its index in the key list', () => {
    for (const game of GAME_CATALOGUE) expect(GAME_KEYS[game.internal_id]).toBe(game.internal_name);
    expect(gameIndexOf('oneatatime')).toBe(22);
    expect(findGame('oneatatime')).toBeUndefined();
    expect(gameIndexOf('chess')).toBe(-1);
  });

  it('marks the free, Pro and Premium games as the spec says', () => {
    const free = GAME_CATALOGUE.filter((g) => g.internal_id > 0 && !g.needs_pro).map((g) => g.name);
    expect(free).toEqual(['Word Search', 'Fighters Basic', 'Alien Chase Basic']);
    const premium = GAME_CATALOGUE.filter((g) => g.needs_premium).map((g) => g.name);
    expect(premium).toEqual(['Four In A Row', 'Space Fight']);
    expect(GAME_CATALOGUE.filter((g) => g.is_tool).map((g) => g.internal_name)).toEqual([
      'characterwheel',
      'numberwheel',
      'wordwheel',
    ]);
  });

  it('key = name lowercased without spaces', () => {
    for (const g of GAME_CATALOGUE.slice(1)) expect(g.internal_name).toBe(g.name.toLowerCase().replace(/\s/g, ''));
  });

  it('has built pages for the three free games and the Pro and Premium games built so far', () => {
    expect(GAME_CATALOGUE.filter((g) => g.has_template).map((g) => g.internal_name)).toEqual([
      'wordsearch',
      'fighters',
      'openthesafe',
      'wordbrain',
      'hangmanbattle',
      'prepositions',
      'numberline',
      'fightersbasic',
      'timetrial',
      'spottheword',
      'alienchase',
      'alienchasebasic',
      'ufoblockade',
      'monstermash',
      'twister',
      'alienblaster',
      'fourinarow',
      'characterwheel',
      'numberwheel',
      'wordwheel',
      'spacefight',
    ]);
  });
});

describe('One At A Time: a playable page outside the catalogue', () => {
  it('is key 22, a Pro tool playing the list, never a catalogue entry', () => {
    expect(ONE_AT_A_TIME).toMatchObject({
      internal_id: 22,
      name: 'One At A Time',
      internal_name: 'oneatatime',
      uses_words: true,
      uses_backgrounds: true,
      needs_pro: true,
      needs_premium: false,
      is_tool: true,
      has_template: true,
    });
    expect(GAME_CATALOGUE).not.toContain(ONE_AT_A_TIME);
    expect(GAME_CATALOGUE.map((g) => g.internal_name)).not.toContain('oneatatime');
  });

  it('is found with the catalogue games by findPlayableGame; the placeholder and unknown keys are not', () => {
    expect(findPlayableGame('oneatatime')).toBe(ONE_AT_A_TIME);
    expect(findPlayableGame('wordsearch')).toBe(findGame('wordsearch'));
    expect(findPlayableGame('spacefight')?.name).toBe('Space Fight');
    for (const key of ['none', 'chess', '', 'ONEATATIME', 'constructor']) expect(findPlayableGame(key)).toBeUndefined();
  });
});
