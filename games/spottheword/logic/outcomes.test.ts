import { describe, expect, it } from 'vitest';
import { touchOutcome } from './outcomes';
import { startRace, touch } from './race';

describe("the outcomes a Spot The Word race reports itself (the kit's question reports the word's end)", () => {
  it('counts each wrong card of a race a wrong try, and nothing for the right one or a frozen half', () => {
    const race = startRace('race', 0, 0);
    expect(touchOutcome(touch(race, 0, false, 100), false)).toBe('wrong');
    expect(touchOutcome(touch(race, 0, false, 200), false)).toBeNull(); // frozen
    expect(touchOutcome(touch(race, 1, false, 300), false)).toBe('wrong');
    expect(touchOutcome(touch(race, 0, true, 2100), false)).toBeNull(); // the question's answer(true)
  });

  it("in turns, leaves the turn's last wrong card to the question (answer(false)), and counts nothing after a reveal", () => {
    const race = startRace('turns', 0, 0);
    expect(touchOutcome(touch(race, 0, false, 100), true)).toBeNull();
    expect(touchOutcome(touch(race, 1, false, 200), false)).toBeNull(); // the other half's turn
    const last = touch(race, 0, false, 2100);
    expect(last).toMatchObject({ kind: 'wrong', over: true });
    expect(touchOutcome(last, false)).toBeNull();
  });
});
