// The sentences the game speaks: 'Where is the cat?', 'The cat is under the table.', 'Put the cat between the chair and
// the bed.' The character is named from its picture's name: a thing a child names with 'the' ('Cat', 'Big Dog',
// 'T Rex', an official picture's name) takes it; a name of its own ('Sunny', 'Pikachu', 'Mr Bean') stands alone and
// keeps its capital; a picture with no usable name is 'it'.

import type { PropKind } from './prepositions';
import type { Place, Scene } from './places';

/** How a sentence names the character: at its start ('The cat', 'Sunny', 'It') and inside it ('the cat', 'it'). */
export interface Naming {
  subject: string;
  object: string;
}

/**
 * Nouns a picture's name may end with that take 'the': the official characters' and monsters' names
 * (server/src/modules/images/official-library.ts) and the animals, people and creatures teachers name theirs.
 */
const COMMON_NOUNS = new Set(
  (
    'lion unicorn robot astronaut superhero ninja cat dog panda fox frog penguin dinosaur owl tiger rabbit monkey ' +
    'wizard fairy princess alien monster saucer ghost dragon ogre goblin troll zombie vampire pumpkin rex shark ' +
    'octopus squid bat spider wolf snake ' +
    'bear bird fish horse cow pig duck mouse elephant giraffe zebra hippo crocodile turtle snail bee butterfly ' +
    'chicken hen sheep goat puppy kitten bunny hamster parrot whale dolphin crab koala kangaroo deer squirrel ' +
    'hedgehog ladybird ant worm caterpillar boy girl man woman baby teacher king queen prince knight pirate witch ' +
    'clown chef doctor farmer firefighter policeman policewoman cowboy mermaid elf giant hero teddy doll ball car ' +
    'ufo spaceship rocket'
  ).split(' '),
);

/** A character with no usable name: 'Where is it?' */
export const UNNAMED: Naming = { subject: 'It', object: 'it' };

/** The character's naming from its picture's name. */
export function nameCharacter(pictureName: string): Naming {
  // Names are letters, digits and spaces; a number at the end is the teacher's ('Dog 2'), not the character's.
  const words = pictureName
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(' ')
    .filter(Boolean);
  while (words.length > 0 && /^\d+$/.test(words.at(-1)!)) words.pop();
  if (words.length === 0 || words.join(' ').length > 30) return UNNAMED;
  const last = words.at(-1)!.toLowerCase();
  if (COMMON_NOUNS.has(last)) {
    // Lower case, but a single letter stays as it is ('the T rex').
    const phrase = words.map((word) => (word.length === 1 ? word : word.toLowerCase())).join(' ');
    const determiner = /^(the|my|our|a|an)$/i.test(words[0]!) ? '' : 'the ';
    const object = determiner ? `${determiner}${phrase}` : phrase.replace(/^\S+/, (d) => d.toLowerCase());
    return { subject: capitalise(object), object };
  }
  // A name of its own: capitalised, no article.
  const name = words.map(capitalise).join(' ');
  return { subject: name, object: name };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'the box' */
export function propPhrase(kind: PropKind): string {
  return `the ${kind}`;
}

/** 'under the table', 'between the chair and the bed' (left to right, as the class sees them). */
export function placePhrase(scene: Scene, place: Place): string {
  if (place.preposition === 'between') return `between ${propPhrase(scene[0])} and ${propPhrase(scene[1])}`;
  return `${place.preposition} ${propPhrase(scene[place.prop ?? 0])}`;
}

/** 'The cat is under the table.' */
export function statement(character: Naming, scene: Scene, place: Place): string {
  const { before, preposition, after } = statementParts(character, scene, place);
  return before + preposition + after;
}

/** A statement in three parts, its preposition in the middle (the answer's card shows it in colour). */
export function statementParts(
  character: Naming,
  scene: Scene,
  place: Place,
): { before: string; preposition: string; after: string } {
  const phrase = placePhrase(scene, place);
  return {
    before: `${character.subject} is `,
    preposition: place.preposition,
    after: `${phrase.slice(place.preposition.length)}.`,
  };
}

/** 'Put the cat under the table.' */
export function command(character: Naming, scene: Scene, place: Place): string {
  return `Put ${character.object} ${placePhrase(scene, place)}.`;
}

/** 'Where is the cat?' */
export function whereQuestion(character: Naming): string {
  return `Where is ${character.object}?`;
}
