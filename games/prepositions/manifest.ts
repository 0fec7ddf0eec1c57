// Prepositions: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'prepositions',
  card: { color: 'cyan', blurb: 'In, on, under: say or show where it is.', picture: ['cat', 'balloon'] },
  // Not built yet: what it will be, in one line.
  howTo: ['In, on, under, next to: say or show where the character is.'],
});
