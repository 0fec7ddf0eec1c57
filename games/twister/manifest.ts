// Twister: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'twister',
  card: { color: 'pink', blurb: 'Spin for a body part and a word on the floor mat.', picture: ['cyclone', 'monkey'] },
  // Not built yet: what it will be, in one line.
  howTo: ['A spinner picks a body part and a word for a real floor mat.'],
});
