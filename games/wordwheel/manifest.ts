// Word Wheel: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'wordwheel',
  card: { color: 'teal', blurb: 'Spin a word, and a task to do with it.', picture: ['unicorn', 'sparkles'] },
  // Not built yet: what it will be, in one line.
  howTo: ['A classroom tool: spin a word of your list, and a task to do with it.'],
});
