// The game's built-in words: the eight prepositions and the props the character hides in, on, under… Which
// prepositions a prop allows is a rule of the language as much as of the picture: a tree has nothing to stand 'on',
// a box sits on the floor with nothing 'under' it, and 'in the bed' (under the covers) would look like 'on the bed'
// to a class dragging a picture, so the bed has no 'in'.

export const PREPOSITIONS = ['in', 'on', 'under', 'next to', 'behind', 'in front of', 'between', 'above'] as const;
export type Preposition = (typeof PREPOSITIONS)[number];

export const PROP_KINDS = ['box', 'table', 'bed', 'chair', 'tree'] as const;
export type PropKind = (typeof PROP_KINDS)[number];

/** The places every prop has: around it on the floor, over it, and between it and another prop. */
const AROUND: readonly Preposition[] = ['next to', 'behind', 'in front of', 'between', 'above'];

const OWN: Record<PropKind, readonly Preposition[]> = {
  // An open box: in it, or on its closed flaps.
  box: ['in', 'on'],
  table: ['on', 'under'],
  bed: ['on', 'under'],
  chair: ['on', 'under'],
  // Up in its leaves, or in its shade.
  tree: ['in', 'under'],
};

/** The prepositions a prop allows, in the order of PREPOSITIONS. */
export function allows(kind: PropKind): Preposition[] {
  return PREPOSITIONS.filter((p) => OWN[kind].includes(p) || AROUND.includes(p));
}

/** The props that allow a preposition. */
export function propsFor(preposition: Preposition): PropKind[] {
  return PROP_KINDS.filter((kind) => allows(kind).includes(preposition));
}

/**
 * The teacher's choice of how many prepositions a game plays: the first three a class learns, then the places around
 * a thing, then all eight (between needs two things, above the sky over them).
 */
export const PREPOSITION_SETS = {
  '3': ['in', 'on', 'under'],
  '6': ['in', 'on', 'under', 'next to', 'behind', 'in front of'],
  '8': PREPOSITIONS,
} as const satisfies Record<string, readonly Preposition[]>;
export type PrepositionSet = keyof typeof PREPOSITION_SETS;

export function isPreposition(value: unknown): value is Preposition {
  return (PREPOSITIONS as readonly unknown[]).includes(value);
}

export function isPropKind(value: unknown): value is PropKind {
  return (PROP_KINDS as readonly unknown[]).includes(value);
}
