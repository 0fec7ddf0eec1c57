// Number Wheel: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'numberwheel',
  card: { color: 'cyan', blurb: 'Spin a number from your own range.', picture: ['soccer-ball', 'baseball'] },
  // Not built yet: what it will be, in one line.
  howTo: ['A classroom tool: spin a number from a minimum to a maximum such as 10 or 1000.'],
});
