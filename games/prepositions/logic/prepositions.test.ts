import { describe, expect, it } from 'vitest';
import { allows, PREPOSITION_SETS, PREPOSITIONS, PROP_KINDS, propsFor } from './prepositions';

describe('which prepositions each prop allows', () => {
  it('every prop has the places around it: next to, behind, in front of, between, above', () => {
    for (const kind of PROP_KINDS)
      expect(allows(kind)).toEqual(expect.arrayContaining(['next to', 'behind', 'in front of', 'between', 'above']));
  });

  it('in a box or a tree; on a box, a table, a bed or a chair; under a table, a bed, a chair or a tree', () => {
    expect(propsFor('in')).toEqual(['box', 'tree']);
    expect(propsFor('on')).toEqual(['box', 'table', 'bed', 'chair']);
    expect(propsFor('under')).toEqual(['table', 'bed', 'chair', 'tree']);
  });

  it('a bed has no in (in bed looks like on it), a tree no on, a box no under', () => {
    expect(allows('bed')).not.toContain('in');
    expect(allows('tree')).not.toContain('on');
    expect(allows('box')).not.toContain('under');
    expect(allows('table')).toEqual(['on', 'under', 'next to', 'behind', 'in front of', 'between', 'above']);
  });

  it('every preposition has props, and every set of the teacher can be played', () => {
    for (const preposition of PREPOSITIONS) expect(propsFor(preposition).length).toBeGreaterThan(0);
    expect(PREPOSITION_SETS['3']).toEqual(['in', 'on', 'under']);
    expect(PREPOSITION_SETS['6']).toHaveLength(6);
    expect(PREPOSITION_SETS['8']).toEqual(PREPOSITIONS);
  });
});
