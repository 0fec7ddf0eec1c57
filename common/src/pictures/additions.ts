// Our own additions to the picture dictionary: what Fluent Emoji's names and emojilib's keywords miss or rank badly
// for a classroom. Plain data, read by scripts/build-picture-dictionary.mjs when it builds dictionary-index.json;
// nothing imports it at run time. Terms are written as findPictures normalises a word (lowercase, single spaces);
// every emoji named must be in the dictionary (the script fails otherwise). A word's picture must depict it: a word
// with no honest picture (glue, fridge, family: Fluent Emoji has none) gets none rather than a near miss.

/** Emoji the dictionary never offers: not for a classroom of young children. */
export const LEFT_OUT: readonly string[] = ['middle-finger', 'love-hotel'];

/**
 * Better first choices: a term → the emoji it should show first, best first (the dictionary's own candidates
 * follow). A term with no candidates of its own gets these alone.
 */
export const FIRST_CHOICES: Readonly<Record<string, readonly string[]>> = {
  // Animals: the friendly face a child draws first.
  cat: ['cat-face', 'cat'],
  dog: ['dog-face', 'dog'],
  mouse: ['mouse-face', 'mouse', 'computer-mouse'],
  sheep: ['ewe', 'ram'],
  caterpillar: ['bug'],
  // Food and drink.
  apple: ['red-apple', 'green-apple'],
  cherry: ['cherries'],
  orange: ['tangerine', 'orange-circle', 'orange-heart'],
  cheese: ['cheese-wedge'],
  cake: ['birthday-cake', 'shortcake', 'cupcake'],
  chocolate: ['chocolate-bar'],
  rice: ['cooked-rice', 'rice-ball', 'curry-rice'],
  water: ['droplet', 'water-wave'],
  tea: ['teacup-without-handle', 'hot-beverage', 'teapot'],
  soup: ['pot-of-food', 'steaming-bowl'],
  honey: ['honey-pot', 'honeybee'],
  'ice cream': ['soft-ice-cream', 'ice-cream'],
  drink: ['cup-with-straw', 'glass-of-milk', 'hot-beverage'],
  cup: ['teacup-without-handle', 'hot-beverage', 'cup-with-straw'],
  // The body.
  face: ['grinning-face', 'slightly-smiling-face'],
  hand: ['raised-hand', 'waving-hand', 'hand-with-fingers-splayed'],
  finger: ['index-pointing-up', 'backhand-index-pointing-up'],
  arm: ['flexed-biceps'],
  feet: ['foot', 'footprints'],
  // Clothes.
  't shirt': ['t-shirt'],
  shoe: ['running-shoe', 'mans-shoe'],
  shoes: ['running-shoe', 'mans-shoe'],
  tie: ['necktie'],
  // People.
  mother: ['woman-feeding-baby', 'woman'],
  father: ['man-feeding-baby', 'man'],
  children: ['child', 'children-crossing'],
  friend: ['people-hugging', 'handshake'],
  doctor: ['health-worker', 'woman-health-worker', 'man-health-worker', 'stethoscope'],
  nurse: ['health-worker', 'woman-health-worker', 'man-health-worker'],
  // School and play.
  book: ['open-book', 'closed-book'],
  read: ['open-book'],
  paper: ['page-facing-up', 'page-with-curl', 'memo'],
  computer: ['desktop-computer', 'laptop'],
  ball: ['soccer-ball', 'basketball', 'tennis', 'baseball', 'volleyball'],
  'teddy bear': ['teddy-bear'],
  music: ['musical-notes', 'musical-note'],
  birthday: ['birthday-cake', 'wrapped-gift'],
  christmas: ['christmas-tree', 'santa-claus', 'wrapped-gift'],
  easter: ['rabbit-face', 'egg'],
  // Transport.
  car: ['automobile', 'racing-car'],
  plane: ['airplane', 'small-airplane'],
  truck: ['delivery-truck', 'articulated-lorry', 'pickup-truck'],
  'school bus': ['bus'],
  'fire engine': ['fire-engine'],
  // Weather and nature.
  sun: ['sun', 'sun-with-face'],
  moon: ['crescent-moon', 'full-moon', 'first-quarter-moon-face'],
  snow: ['snowflake', 'cloud-with-snow', 'snowman'],
  wind: ['wind-face', 'leaf-fluttering-in-wind'],
  storm: ['cloud-with-lightning-and-rain', 'cloud-with-lightning', 'tornado'],
  tree: ['deciduous-tree', 'evergreen-tree', 'palm-tree'],
  flower: ['tulip', 'blossom', 'hibiscus', 'sunflower', 'rose', 'cherry-blossom'],
  beach: ['beach-with-umbrella', 'desert-island'],
  night: ['crescent-moon', 'night-with-stars'],
  spring: ['cherry-blossom', 'tulip', 'seedling'],
  summer: ['sun', 'beach-with-umbrella'],
  autumn: ['fallen-leaf', 'maple-leaf'],
  // Home.
  bath: ['bathtub', 'person-taking-bath'],
  box: ['package', 'card-file-box'],
  shop: ['convenience-store', 'shopping-cart'],
  'bread roll': ['bread', 'croissant'],
  // Colours and shapes: a patch of the colour first.
  color: ['artist-palette', 'crayon'],
  red: ['red-circle', 'red-heart', 'red-square'],
  blue: ['blue-circle', 'blue-heart', 'blue-square'],
  green: ['green-circle', 'green-heart', 'green-square'],
  yellow: ['yellow-circle', 'yellow-heart', 'yellow-square'],
  purple: ['purple-circle', 'purple-heart', 'purple-square'],
  brown: ['brown-circle', 'brown-heart', 'brown-square'],
  black: ['black-circle', 'black-heart', 'black-large-square'],
  white: ['white-circle', 'white-heart', 'white-large-square'],
  pink: ['pink-heart'],
  gray: ['grey-heart'],
  diamond: ['gem-stone', 'large-blue-diamond', 'diamond-suit'],
  // Feelings and greetings.
  happy: ['grinning-face-with-smiling-eyes', 'smiling-face-with-smiling-eyes', 'grinning-face'],
  sad: ['frowning-face', 'pensive-face', 'crying-face'],
  love: ['red-heart', 'smiling-face-with-hearts'],
  hello: ['waving-hand'],
  goodbye: ['waving-hand'],
  stop: ['stop-sign', 'raised-hand'],
  // Actions.
  walk: ['person-walking', 'man-walking', 'woman-walking'],
  swim: ['person-swimming', 'man-swimming', 'woman-swimming'],
  sleep: ['sleeping-face', 'person-in-bed', 'zzz'],
  sing: ['singer', 'woman-singer', 'man-singer', 'microphone'],
  dance: ['woman-dancing', 'man-dancing'],
  cry: ['loudly-crying-face', 'crying-face'],
  laugh: ['face-with-tears-of-joy', 'grinning-squinting-face', 'rolling-on-the-floor-laughing'],
  climb: ['person-climbing', 'ladder'],
};

/** Candidates a keyword gives a term that they do not depict (emojilib's 'apple' is also the phone maker). */
export const NOT_PICTURES: Readonly<Record<string, readonly string[]>> = {
  apple: ['mobile-phone', 'watch'],
  friend: ['dog-face', 'dog'],
  cup: ['plunger', 'pouring-liquid'],
  cry: ['face-with-tears-of-joy', 'smiling-face-with-tear'],
  honey: ['badger'],
  orange: ['carrot', 'eight-pointed-star', 'basketball'],
  duckling: ['swan'],
};

/** Terms whose candidates are all near misses: no picture is better than a wrong one. */
export const NO_PICTURE: readonly string[] = [
  'big',
  'block',
  'blocks',
  'desk',
  'go',
  'grass',
  'jump',
  'right',
  'skirt',
  'small',
  'table',
];

/**
 * Words that share another term's pictures: British and American spellings and names, plural-only words and
 * other ways of saying the same thing. The word's pictures are the other term's, then its own.
 */
export const SAME_AS: Readonly<Record<string, string>> = {
  colour: 'color',
  grey: 'gray',
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
  'fire truck': 'fire engine',
  trainers: 'running shoe',
  sneakers: 'running shoe',
  torch: 'flashlight',
  lift: 'elevator',
  mobile: 'mobile phone',
  bin: 'wastebasket',
  aubergine: 'eggplant',
  sweetcorn: 'corn',
  'petrol pump': 'fuel pump',
  'post box': 'postbox',
  'fire fighter': 'firefighter',
  sunny: 'sun',
  rainy: 'rain',
  snowy: 'snow',
  windy: 'wind',
  cloudy: 'cloud',
};
