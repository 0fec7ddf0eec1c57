import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic';
import { OFFERED, canPick, createSelection, offerCharacters, pick, pickedBy, pickingTeam } from './select';

const characters = ['cat', 'robot', 'fox', 'wizard', 'dragon', 'pirate', 'ninja'];

describe('the characters offered', () => {
  it('offers 4 different characters of the teacher’s favourites', () => {
    const offer = offerCharacters(characters, createRng(1).next);
    expect(OFFERED).toBe(4);
    expect(offer).toHaveLength(4);
    expect(new Set(offer).size).toBe(4);
    for (const c of offer) expect(characters).toContain(c);
  });

  it('offers a random four: over many games every favourite is offered, in every position', () => {
    const rng = createRng(42);
    const seen = new Map<string, Set<number>>();
    for (let game = 0; game < 400; game++) {
      offerCharacters(characters, rng.next).forEach((c, i) => seen.set(c, (seen.get(c) ?? new Set()).add(i)));
    }
    expect([...seen.keys()].sort()).toEqual([...characters].sort());
    for (const positions of seen.values()) expect([...positions].sort()).toEqual([0, 1, 2, 3]);
  });

  it('offers all of them when the teacher has fewer than 4, and none when she has none', () => {
    expect(offerCharacters(['cat', 'fox'], createRng(3).next).sort()).toEqual(['cat', 'fox']);
    expect(offerCharacters([], createRng(3).next)).toEqual([]);
  });

  it('is the same offer for the same seed (a repeatable game)', () => {
    expect(offerCharacters(characters, createRng(9).next)).toEqual(offerCharacters(characters, createRng(9).next));
  });

  it('leaves the teacher’s list as it was', () => {
    const list = [...characters];
    offerCharacters(list, createRng(5).next);
    expect(list).toEqual(characters);
  });
});

describe('each team picks one', () => {
  it('lets the teams pick in order, then says everyone has picked', () => {
    const selection = createSelection(4, 3);
    expect(pickingTeam(selection)).toBe(0);
    expect(pick(selection, 2)).toBe(true);
    expect(pickingTeam(selection)).toBe(1);
    expect(pick(selection, 0)).toBe(true);
    expect(pick(selection, 3)).toBe(true);
    expect(pickingTeam(selection)).toBeNull();
    expect(selection.picks).toEqual([2, 0, 3]);
    expect(pick(selection, 1)).toBe(false);
  });

  it('does not give a taken character to the next team while another is free', () => {
    const selection = createSelection(4, 4);
    pick(selection, 1);
    expect(canPick(selection, 1)).toBe(false);
    expect(pick(selection, 1)).toBe(false);
    expect(pickingTeam(selection)).toBe(1);
    expect(canPick(selection, 0)).toBe(true);
  });

  it('lets teams share once every offered character is taken (fewer favourites than teams)', () => {
    const selection = createSelection(2, 4);
    pick(selection, 0);
    expect(canPick(selection, 0)).toBe(false);
    pick(selection, 1);
    expect(canPick(selection, 0)).toBe(true);
    expect(canPick(selection, 1)).toBe(true);
    expect(pick(selection, 1)).toBe(true);
    expect(pick(selection, 1)).toBe(true);
    expect(selection.picks).toEqual([0, 1, 1, 1]);
    expect(pickedBy(selection, 1)).toBe(3);
  });

  it('gives the one team of a solo game its one pick', () => {
    const selection = createSelection(4, 1);
    expect(pick(selection, 3)).toBe(true);
    expect(pickingTeam(selection)).toBeNull();
  });

  it('refuses a card that is not there', () => {
    const selection = createSelection(3, 2);
    for (const bad of [-1, 3, 1.5, Number.NaN]) expect(pick(selection, bad)).toBe(false);
    expect(selection.picks).toEqual([]);
  });

  it('says who picked a card (none for a free one)', () => {
    const selection = createSelection(4, 2);
    pick(selection, 2);
    expect(pickedBy(selection, 2)).toBe(0);
    expect(pickedBy(selection, 0)).toBeNull();
  });

  it('keeps the team count to at least one', () => {
    expect(createSelection(4, 0).teams).toBe(1);
  });
});
