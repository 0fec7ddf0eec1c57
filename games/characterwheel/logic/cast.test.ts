import { describe, expect, it } from 'vitest';
import { castName, castOf, CHARACTER_WHEEL_TEXT, secondButton } from './cast';

const characters = [
  { name: 'Lion', key: 'img:characters:1' },
  { name: ' Mr Fluffy ', key: 'img:characters:2' },
];
const monsters = [{ name: 'Grumble', key: 'img:monsters:9' }];

describe('the Character Wheel cast', () => {
  it('is the characters, with their names and pictures', () => {
    expect(castOf(characters, monsters, false)).toEqual([
      { name: 'Lion', picture: 'img:characters:1', kind: 'character' },
      { name: 'Mr Fluffy', picture: 'img:characters:2', kind: 'character' },
    ]);
  });

  it('takes the monsters in too when the setting says so, after the characters', () => {
    const cast = castOf(characters, monsters, true);
    expect(cast.map((member) => member.name)).toEqual(['Lion', 'Mr Fluffy', 'Grumble']);
    expect(cast[2]).toEqual({ name: 'Grumble', picture: 'img:monsters:9', kind: 'monster' });
  });

  it('never says an empty name', () => {
    expect(castName('   ', 'character')).toBe('Mystery character');
    expect(castName('', 'monster')).toBe('Mystery monster');
  });

  it('offers Reset with elimination, Others for a long list, and nothing otherwise', () => {
    expect(secondButton(true, 0)).toBe(CHARACTER_WHEEL_TEXT.reset);
    expect(secondButton(true, 5)).toBe('Reset');
    expect(secondButton(false, 5)).toBe('Others');
    expect(secondButton(false, 0)).toBeNull();
  });
});
