// Spot The Word: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'spottheword',
  card: { color: 'indigo', blurb: 'Two players race to touch the spoken word.', picture: ['fox', 'owl'] },
  // Not built yet: what it will be, in one line.
  howTo: ['Two students race to touch the spoken word on their half of the screen.'],
});
