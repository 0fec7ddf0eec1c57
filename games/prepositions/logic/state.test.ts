import { describe, expect, it } from 'vitest';
import { NOTHING_ASKED } from './questions';
import { readState } from './state';

describe('the saved state', () => {
  it('reads back the cast and where the questions stand', () => {
    const asked = { prepositions: ['on'], props: { in: ['tree'] }, last: { preposition: 'in', kind: 'box' } };
    expect(readState({ cast: ['a', 'b'], asked }, 2)).toEqual({ cast: ['a', 'b'], asked });
  });

  it('picks the cast again when the teams changed; starts the questions afresh when unreadable', () => {
    expect(readState({ cast: ['a'], asked: 'x' }, 2)).toEqual({ cast: [], asked: NOTHING_ASKED });
  });

  it('refuses what is not its state', () => {
    expect(readState(null, 2)).toBeNull();
    expect(readState({ asked: {} }, 2)).toBeNull();
  });
});
