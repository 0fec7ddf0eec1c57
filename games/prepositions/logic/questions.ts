// The questions: which preposition, about which prop, with which second prop beside it. Every question shows two
// different props (so 'between' is never given away by a second one appearing), the sentence names one of them (both
// for between), and nothing repeats: the teacher's prepositions come round in turn, each once before any comes again
// and never the same twice in a row, and each preposition's props come round the same way. Where the cycles stand is
// kept (`Asked`, saved with the game), so a next round or a resumed game carries on.

import type { Rng } from '../../kit/logic/rng';
import type { Place, Scene } from './places';
import { isPreposition, isPropKind, PROP_KINDS, propsFor, type Preposition, type PropKind } from './prepositions';

/** 'Where is it?': the character is placed and the class names the place. 'Put it!': the class puts it there. */
export type Mode = 'where' | 'put';

export interface Question {
  mode: Mode;
  /** The two props, left and right. */
  scene: Scene;
  /** The place the sentence says (the prop: 0 left, 1 right; null for between). */
  target: Place;
}

/**
 * What has been asked, as the cycles stand: the prepositions still to come in this cycle, each preposition's props
 * still to come in its own, and the last question's. Plain JSON: the game's save keeps it.
 */
export interface Asked {
  prepositions: Preposition[];
  props: Partial<Record<Preposition, PropKind[]>>;
  last: { preposition: Preposition; kind: PropKind } | null;
}

export const NOTHING_ASKED: Asked = { prepositions: [], props: {}, last: null };

/**
 * One of `left` (what the cycle has still to give) that is in `all`, or, when the cycle is over, any of `all` but
 * `last`; and `avoid` where there is another choice. Returns the pick and what the cycle has left after it.
 */
export function freshPick<T>(all: readonly T[], left: readonly T[], rng: Rng, last?: T, avoid?: T): [T, T[]] {
  let cycle = left.filter((item) => all.includes(item));
  if (cycle.length === 0) cycle = [...all];
  let choices = cycle;
  for (const skip of [last, avoid]) {
    if (skip === undefined) continue;
    const without = choices.filter((item) => item !== skip);
    if (without.length > 0) choices = without;
  }
  const pick = rng.pick(choices);
  return [pick, cycle.filter((item) => item !== pick)];
}

/** The next question of a game playing `prepositions`, and what has been asked after it. */
export function nextQuestion(
  prepositions: readonly Preposition[],
  mode: Mode,
  asked: Asked,
  rng: Rng,
): { question: Question; asked: Asked } {
  const [preposition, prepositionsLeft] = freshPick(prepositions, asked.prepositions, rng, asked.last?.preposition);
  const lastOfIt = asked.last?.preposition === preposition ? asked.last.kind : undefined;
  const [kind, propsLeft] = freshPick(
    propsFor(preposition),
    asked.props[preposition] ?? [],
    rng,
    lastOfIt,
    // A new question shows a different thing where it can.
    asked.last?.kind,
  );
  const other = rng.pick(PROP_KINDS.filter((k) => k !== kind));
  // Between's own prop (the one its cycle counts) stands on the left.
  const side = preposition === 'between' ? 0 : (rng.int(2) as 0 | 1);
  const scene: Scene = side === 0 ? [kind, other] : [other, kind];
  return {
    question: { mode, scene, target: { preposition, prop: preposition === 'between' ? null : side } },
    asked: {
      prepositions: prepositionsLeft,
      props: { ...asked.props, [preposition]: propsLeft },
      last: { preposition, kind },
    },
  };
}

/** What a save says was asked, read back; anything it cannot read is left out (an older save, a tampered one). */
export function readAsked(saved: unknown): Asked {
  if (typeof saved !== 'object' || saved === null) return NOTHING_ASKED;
  const raw = saved as { prepositions?: unknown; props?: unknown; last?: unknown };
  const prepositions = Array.isArray(raw.prepositions) ? raw.prepositions.filter(isPreposition) : [];
  const props: Asked['props'] = {};
  if (typeof raw.props === 'object' && raw.props !== null)
    for (const [key, kinds] of Object.entries(raw.props))
      if (isPreposition(key) && Array.isArray(kinds)) props[key] = kinds.filter(isPropKind);
  const last = raw.last as { preposition?: unknown; kind?: unknown } | null | undefined;
  return {
    prepositions,
    props,
    last:
      last && isPreposition(last.preposition) && isPropKind(last.kind)
        ? { preposition: last.preposition, kind: last.kind }
        : null,
  };
}

/** In a mixed game each team alternates: its first question is 'Where is it?', its next 'Put it!', and so on. */
export function modeOfTurn(choice: Mode | 'mix', turnOfTeam: number): Mode {
  if (choice !== 'mix') return choice;
  return turnOfTeam % 2 === 0 ? 'where' : 'put';
}
