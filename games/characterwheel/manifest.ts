// Character Wheel: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'characterwheel',
  card: { color: 'grape', blurb: 'Spin your characters to pick teams or speakers.', picture: ['dog', 'cat', 'lion'] },
  // Not built yet: what it will be, in one line.
  howTo: ['A classroom tool: spin your favourite characters to pick teams or a speaker.'],
});
