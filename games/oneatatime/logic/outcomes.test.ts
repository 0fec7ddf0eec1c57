import { describe, expect, it } from 'vitest';
import { SlideOutcomes } from './outcomes';
import { awardCard, noAwards } from './tally';

describe("the outcomes of One At A Time's cards", () => {
  it('counts a card given to a team right, once: moving it to another team counts nothing more', () => {
    const outcomes = new SlideOutcomes();
    let awards = noAwards(3);
    const give = (slide: number, team: number) => {
      const given = awardCard(awards, slide, team);
      awards = given.awards;
      return given.changes.length > 0 ? outcomes.decide(slide, 'given', false) : null;
    };
    expect(give(0, 1)).toBe('right');
    expect(give(0, 1)).toBeNull();
    expect(give(0, 2)).toBeNull();
    expect(awards).toEqual([2, null, null]);
    expect(outcomes.decide(0, 'revealed', false)).toBeNull();
  });

  it("counts the teacher's Reveal revealed before the card is shown, and nothing once it is", () => {
    const outcomes = new SlideOutcomes();
    expect(outcomes.decide(1, 'revealed', true)).toBeNull();
    expect(outcomes.decide(2, 'revealed', false)).toBe('revealed');
    expect(outcomes.decide(2, 'given', true)).toBeNull();
    expect(outcomes.decide(2, 'revealed', false)).toBeNull();
    // A slide revealed when shown can still be given to a team.
    expect(outcomes.decide(1, 'given', true)).toBe('right');
  });
});
