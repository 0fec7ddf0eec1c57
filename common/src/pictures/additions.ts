// Our own additions to the picture dictionary: what Fluent Emoji's names and emojilib's keywords miss or rank badly
// for a classroom. Plain data, read by scripts/build-picture-dictionary.mjs when it builds dictionary-index.json;
// nothing imports it at run time. Terms are written as findPictures normalises a word (lowercase, single spaces);
// every emoji named must be in the dictionary (the script fails otherwise). A word's picture must depict it.

/**
 * Better first choices: a term → the emoji it should show first, best first (the dictionary's own candidates
 * follow). A term with no candidates of its own gets these alone.
 */
export const FIRST_CHOICES: Readonly<Record<string, readonly string[]>> = {
  apple: ['red-apple', 'green-apple'],
  cat: ['cat-face', 'cat'],
  dog: ['dog-face', 'dog'],
  car: ['automobile', 'racing-car'],
  sun: ['sun', 'sun-with-face'],
  mouse: ['mouse-face', 'mouse', 'computer-mouse'],
  'ice cream': ['soft-ice-cream', 'ice-cream'],
  'teddy bear': ['teddy-bear'],
  'fire engine': ['fire-engine'],
  't shirt': ['t-shirt'],
  'school bus': ['bus'],
  color: ['artist-palette', 'crayon'],
  mother: ['woman-feeding-baby', 'woman'],
  father: ['man-feeding-baby', 'man'],
};

/**
 * Words that share another term's pictures: British and American spellings and names, plural-only words and
 * other ways of saying the same thing. The word's pictures are the other term's, then its own.
 */
export const SAME_AS: Readonly<Record<string, string>> = {
  colour: 'color',
  aeroplane: 'airplane',
  football: 'soccer ball',
  lorry: 'truck',
  sweets: 'candy',
  trousers: 'jeans',
  pants: 'jeans',
  mum: 'mother',
  mummy: 'mother',
  mom: 'mother',
  mommy: 'mother',
  dad: 'father',
  daddy: 'father',
  tshirt: 't shirt',
  'tee shirt': 't shirt',
};
