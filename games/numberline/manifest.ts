// Number Line: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'numberline',
  card: { color: 'lime', blurb: 'Find the spoken number on the line.', picture: ['rabbit', 'carrot'] },
  // Not built yet: what it will be, in one line.
  howTo: ['Find the spoken number on a number line.'],
});
