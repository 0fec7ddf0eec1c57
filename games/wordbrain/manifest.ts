// Wordbrain: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'wordbrain',
  card: { color: 'grape', blurb: 'Swipe hidden words out of a falling letter grid.', picture: ['sparkles', 'cyclone'] },
  // Not built yet: what it will be, in one line.
  howTo: ['Swipe the list’s words out of a grid of touching letters; the rest fall into place.'],
});
