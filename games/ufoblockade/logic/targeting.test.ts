import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic';
import { createFormation, shootDown } from './formation';
import { altitudeY, columnX, hullWidth, UFO } from './layout';
import { isRight, moveSights, pickTarget, rightUfos, TAP_SLACK, ufoAt, ufoCentre } from './targeting';

const WORDS = ['cat', 'dog', 'lion', 'zebra', 'monkey', 'tiger', 'ice cream', 'owl'];

describe('the spoken word', () => {
  it('is always one a flying UFO carries', () => {
    const formation = createFormation(WORDS, 2, 4);
    for (const id of [0, 1, 2, 3, 4, 5]) shootDown(formation, id);
    const rng = createRng(7);
    for (let i = 0; i < 50; i++) expect(['ice cream', 'owl']).toContain(pickTarget(formation, () => rng.next()));
  });

  it('is not the word just spoken while another is there to ask, and every flying word comes up', () => {
    const formation = createFormation(WORDS, 1, 3);
    const rng = createRng(3);
    const seen = new Set<string>();
    let last: string | null = null;
    for (let i = 0; i < 60; i++) {
      const word = pickTarget(formation, () => rng.next(), last);
      expect(word).not.toBe(last);
      seen.add(word!);
      last = word;
    }
    expect([...seen].sort()).toEqual(['cat', 'dog', 'lion']);
    shootDown(formation, 0);
    shootDown(formation, 1);
    expect(pickTarget(formation, () => 0.5, 'lion')).toBe('lion');
    shootDown(formation, 2);
    expect(pickTarget(formation, () => 0.5)).toBeNull();
  });
});

describe('a tap', () => {
  const formation = createFormation(WORDS, 2, 4);
  const at = (id: number, sway = 0) => ufoCentre(formation.ufos[id]!, 4, sway);

  it('picks the UFO under it, on its hull or its dome', () => {
    for (const ufo of formation.ufos) {
      const centre = at(ufo.id);
      expect(centre).toEqual({ x: columnX(ufo.column, 4), y: altitudeY(ufo.altitude) });
      expect(ufoAt(formation, centre)?.id).toBe(ufo.id);
      expect(ufoAt(formation, { x: centre.x, y: centre.y - UFO.domeTop / 2 })?.id).toBe(ufo.id);
      expect(ufoAt(formation, { x: centre.x + hullWidth(4) / 2 + TAP_SLACK - 1, y: centre.y })?.id).toBe(ufo.id);
    }
  });

  it('follows the formation where it has swayed', () => {
    expect(ufoAt(formation, at(5, 40), 40)?.id).toBe(5);
    // Just left of the first UFO: on it, still on it when it sways left, and on the empty sky when it sways right.
    const edge = { x: at(0).x - hullWidth(4) / 2 - 10, y: at(0).y };
    expect(ufoAt(formation, edge)?.id).toBe(0);
    expect(ufoAt(formation, edge, -40)?.id).toBe(0);
    expect(ufoAt(formation, edge, 40)).toBeNull();
  });

  it('on the empty sky, or on a UFO shot down, picks nothing', () => {
    expect(ufoAt(formation, { x: 960, y: 1000 })).toBeNull();
    expect(ufoAt(formation, { x: at(3).x + hullWidth(4), y: at(3).y })).toBeNull();
    const shot = createFormation(WORDS, 2, 4);
    shootDown(shot, 2);
    expect(ufoAt(shot, at(2))).toBeNull();
  });

  it('where the hull of a UFO and the dome of the one under it overlap, picks the hull (its word)', () => {
    const bottom = at(5);
    expect(ufoAt(formation, { x: bottom.x, y: bottom.y - UFO.domeTop + 2 })?.id).toBe(1);
    expect(ufoAt(formation, { x: bottom.x, y: bottom.y - UFO.domeTop / 2 })?.id).toBe(5);
  });
});

describe('the keyboard sights', () => {
  it('start on the lowest UFO nearest the middle', () => {
    const formation = createFormation(WORDS, 2, 4);
    expect(moveSights(formation, null, 'left')).toBe(5);
    shootDown(formation, 5);
    shootDown(formation, 6);
    expect(moveSights(formation, 5, 'up')).toBe(4);
  });

  it('move to the nearest flying UFO that way, the same row or column first, skipping holes', () => {
    const formation = createFormation(WORDS, 2, 4);
    expect(moveSights(formation, 5, 'right')).toBe(6);
    expect(moveSights(formation, 5, 'up')).toBe(1);
    expect(moveSights(formation, 1, 'down')).toBe(5);
    shootDown(formation, 6);
    expect(moveSights(formation, 5, 'right')).toBe(7);
    shootDown(formation, 7);
    // Nothing more that way in its row: the nearest in the next row.
    expect(moveSights(formation, 5, 'right')).toBe(2);
  });

  it('stay where they are at the edge, and have nothing to show when nothing flies', () => {
    const formation = createFormation(WORDS, 1, 3);
    expect(moveSights(formation, 0, 'left')).toBe(0);
    expect(moveSights(formation, 0, 'up')).toBe(0);
    for (const id of [0, 1, 2]) shootDown(formation, id);
    expect(moveSights(formation, 0, 'right')).toBeNull();
  });
});

describe('a shot', () => {
  it('is right at any flying UFO carrying the spoken word', () => {
    const formation = createFormation(['cat', 'dog'], 1, 4);
    expect(isRight(formation.ufos[0]!, 'cat')).toBe(true);
    expect(isRight(formation.ufos[2]!, 'cat')).toBe(true);
    expect(isRight(formation.ufos[1]!, 'cat')).toBe(false);
    expect(rightUfos(formation, 'cat').map((u) => u.id)).toEqual([0, 2]);
    shootDown(formation, 0);
    expect(isRight(formation.ufos[0]!, 'cat')).toBe(false);
    expect(rightUfos(formation, 'cat').map((u) => u.id)).toEqual([2]);
  });
});
