import { describe, expect, it } from 'vitest';
import { bodyParts, callText, partName } from './call';

describe("the spinner's call", () => {
  it('names a side and a limb with left and right: "Right hand… apple!"', () => {
    const parts = bodyParts(true);
    expect(parts.map(partName)).toEqual(['Right hand', 'Left hand', 'Right foot', 'Left foot']);
    expect(callText(parts[0]!, 'apple')).toBe('Right hand… apple!');
    expect(callText(parts[3]!, 'ice cream')).toBe('Left foot… ice cream!');
  });

  it('drops left and right for the youngest: "Hand… apple!", two segments', () => {
    const parts = bodyParts(false);
    expect(parts.map(partName)).toEqual(['Hand', 'Foot']);
    expect(callText(parts[0]!, 'apple')).toBe('Hand… apple!');
    expect(callText(parts[1]!, '苹果')).toBe('Foot… 苹果!');
    for (const part of parts) expect(callText(part, 'cat')).not.toMatch(/left|right/i);
  });
});
