import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic/rng';
import { allows, PREPOSITION_SETS, PREPOSITIONS, propsFor, type Preposition } from './prepositions';
import { freshPick, modeOfTurn, nextQuestion, NOTHING_ASKED, readAsked, type Asked, type Question } from './questions';

/** A game's questions, one after another, what was asked carried through a save (JSON) as a game carries it. */
function play(set: readonly Preposition[], count: number, seed = 1, asked: Asked = NOTHING_ASKED) {
  const rng = createRng(seed);
  const questions: Question[] = [];
  for (let i = 0; i < count; i++) {
    const next = nextQuestion(set, 'put', asked, rng);
    questions.push(next.question);
    asked = readAsked(JSON.parse(JSON.stringify(next.asked)));
  }
  return { questions, asked };
}

describe('question generation', () => {
  it('shows two different props, names one that allows the preposition (both for between)', () => {
    for (const seed of [1, 2, 3]) {
      for (const { scene, target } of play(PREPOSITIONS, 200, seed).questions) {
        expect(scene[0]).not.toBe(scene[1]);
        if (target.preposition === 'between') expect(target.prop).toBeNull();
        else expect(allows(scene[target.prop!])).toContain(target.preposition);
      }
    }
  });

  it('plays only the teacher’s prepositions, each once before any comes again, never twice in a row', () => {
    for (const [key, set] of Object.entries(PREPOSITION_SETS)) {
      const prepositions = play(set, set.length * 12, key.length).questions.map((q) => q.target.preposition);
      for (let start = 0; start < prepositions.length; start += set.length)
        expect(new Set(prepositions.slice(start, start + set.length)).size, `set ${key}`).toBe(set.length);
      for (let i = 1; i < prepositions.length; i++) expect(prepositions[i]).not.toBe(prepositions[i - 1]);
    }
  });

  it("each preposition's props come round in turn: no prop twice for it before the others", () => {
    const { questions } = play(PREPOSITIONS, 8 * 20, 7);
    for (const preposition of PREPOSITIONS) {
      const kinds = questions
        .filter((q) => q.target.preposition === preposition)
        .map((q) => q.scene[q.target.prop ?? 0]);
      const props = propsFor(preposition);
      for (let start = 0; start + props.length <= kinds.length; start += props.length)
        expect(new Set(kinds.slice(start, start + props.length)).size, preposition).toBe(props.length);
    }
  });

  it('a new question shows another prop than the last one where it can', () => {
    const { questions } = play(PREPOSITIONS, 200, 11);
    const named = questions.map((q) => q.scene[q.target.prop ?? 0]);
    const repeats = named.filter((kind, i) => i > 0 && kind === named[i - 1]).length;
    expect(repeats).toBeLessThan(10);
  });

  it('carries on across rounds and a resume: what was asked is all it needs', () => {
    const first = play(PREPOSITION_SETS['3'], 2, 4);
    const next = play(PREPOSITION_SETS['3'], 1, 99, first.asked).questions[0]!;
    const asked = first.questions.map((q) => q.target.preposition);
    expect([...asked, next.target.preposition].sort()).toEqual(['in', 'on', 'under']);
  });

  it('a teacher changing her prepositions mid-game gets only hers', () => {
    const eight = play(PREPOSITIONS, 3, 2);
    const three = play(PREPOSITION_SETS['3'], 6, 2, eight.asked).questions.map((q) => q.target.preposition);
    expect(three.every((p) => ['in', 'on', 'under'].includes(p))).toBe(true);
  });

  it('reads back what it can of a save, and nothing of a tampered one', () => {
    expect(readAsked(null)).toEqual(NOTHING_ASKED);
    expect(
      readAsked({ prepositions: ['in', 'sideways', 3], props: { in: ['box', 'sofa'], up: ['box'] }, last: 'x' }),
    ).toEqual({ prepositions: ['in'], props: { in: ['box'] }, last: null });
    const question = nextQuestion(
      ['in', 'on', 'under'],
      'where',
      readAsked({ last: { preposition: 'on' } }),
      createRng(3),
    );
    expect(['in', 'on', 'under']).toContain(question.question.target.preposition);
    expect(question.question.mode).toBe('where');
  });

  it('freshPick: the ones the cycle has left; a new cycle not starting with the last one', () => {
    const rng = createRng(5);
    expect(freshPick(['a', 'b', 'c'], ['c'], rng)).toEqual(['c', []]);
    for (let i = 0; i < 20; i++) expect(freshPick(['a', 'b', 'c'], [], rng, 'c')[0]).not.toBe('c');
    expect(freshPick(['a'], [], rng, 'a')).toEqual(['a', []]);
    for (let i = 0; i < 20; i++) expect(freshPick(['a', 'b', 'c'], ['a', 'b'], rng, undefined, 'b')[0]).toBe('a');
  });

  it("a mixed game gives each team 'Where is it?' then 'Put it!' in turn", () => {
    expect([0, 1, 2, 3].map((turn) => modeOfTurn('mix', turn))).toEqual(['where', 'put', 'where', 'put']);
    expect(modeOfTurn('put', 0)).toBe('put');
  });
});
