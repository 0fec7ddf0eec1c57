import { GAME_KEYS, type GameImage, type GameTemplateData } from '@playwords/common';

// The data a game page shows when the server did not embed any: the preview harness, screenshots and tests.
// Official-looking placeholder pictures are drawn as SVG data URLs, so the preview needs no server.

const svg = (body: string, w = 256, h = 256) =>
  `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`)}`;

const face = (fill: string, extra = '') =>
  svg(
    `<circle cx="128" cy="136" r="108" fill="${fill}" stroke="#1f2544" stroke-width="8"/>` +
      `<circle cx="92" cy="118" r="16" fill="#1f2544"/><circle cx="164" cy="118" r="16" fill="#1f2544"/>` +
      `<circle cx="98" cy="112" r="5" fill="#fff"/><circle cx="170" cy="112" r="5" fill="#fff"/>` +
      `<path d="M84 168 Q128 212 172 168" stroke="#1f2544" stroke-width="10" fill="none" stroke-linecap="round"/>` +
      `<circle cx="70" cy="160" r="14" fill="#ff8fa3" opacity=".6"/><circle cx="186" cy="160" r="14" fill="#ff8fa3" opacity=".6"/>` +
      extra,
  );

const monster = (fill: string) =>
  svg(
    `<path d="M70 70 L52 18 L100 52 Z M186 70 L204 18 L156 52 Z" fill="#fff3c4" stroke="#1f2544" stroke-width="6"/>` +
      `<path d="M28 150 Q28 40 128 40 Q228 40 228 150 L228 232 L196 210 L164 232 L128 210 L92 232 L60 210 L28 232 Z" fill="${fill}" stroke="#1f2544" stroke-width="8"/>` +
      `<circle cx="128" cy="118" r="40" fill="#fff" stroke="#1f2544" stroke-width="6"/><circle cx="136" cy="122" r="18" fill="#1f2544"/>` +
      `<path d="M84 178 L104 162 L124 178 L144 162 L164 178 L176 166" stroke="#1f2544" stroke-width="8" fill="none" stroke-linejoin="round"/>`,
  );

const projectile = (fill: string, shape: 'star' | 'ball' | 'heart') =>
  svg(
    shape === 'star'
      ? `<path d="M128 16 L160 92 L242 98 L180 152 L200 234 L128 190 L56 234 L76 152 L14 98 L96 92 Z" fill="${fill}" stroke="#1f2544" stroke-width="8" stroke-linejoin="round"/>`
      : shape === 'ball'
        ? `<circle cx="128" cy="128" r="96" fill="${fill}" stroke="#1f2544" stroke-width="8"/><circle cx="96" cy="92" r="26" fill="#fff" opacity=".7"/>`
        : `<path d="M128 224 C40 160 16 112 40 72 C64 32 112 40 128 80 C144 40 192 32 216 72 C240 112 216 160 128 224 Z" fill="${fill}" stroke="#1f2544" stroke-width="8"/>`,
  );

const meadow = svg(
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5ec8ff"/><stop offset="1" stop-color="#c9f0ff"/></linearGradient></defs>` +
    `<rect width="1920" height="1080" fill="url(#s)"/><circle cx="1600" cy="200" r="110" fill="#ffd84d"/>` +
    `<ellipse cx="400" cy="1080" rx="900" ry="380" fill="#7bd66b"/><ellipse cx="1500" cy="1120" rx="900" ry="420" fill="#5cc25a"/>` +
    `<g fill="#fff" opacity=".9"><ellipse cx="420" cy="220" rx="140" ry="50"/><ellipse cx="500" cy="190" rx="90" ry="60"/><ellipse cx="1100" cy="320" rx="120" ry="40"/></g>`,
  1920,
  1080,
);

const space = svg(
  `<defs><radialGradient id="n" cx=".3" cy=".3" r="1"><stop offset="0" stop-color="#3b2d7a"/><stop offset="1" stop-color="#0e1330"/></radialGradient></defs>` +
    `<rect width="1920" height="1080" fill="url(#n)"/>` +
    Array.from(
      { length: 60 },
      (_, i) =>
        `<circle cx="${(i * 7919 * 13) % 1913}" cy="${(i * i * 104729) % 1069}" r="${2 + (i % 4)}" fill="#fff" opacity=".8"/>`,
    ).join('') +
    `<circle cx="1500" cy="780" r="180" fill="#ff9f5a"/><ellipse cx="1500" cy="780" rx="300" ry="50" fill="none" stroke="#ffe0a8" stroke-width="16"/>`,
  1920,
  1080,
);

let nextId = 9000;
const image = (name: string, url: string, power: GameImage['power'] = []): GameImage => ({
  id: nextId++,
  name,
  image: url,
  color: null,
  power,
});

const star = image('star', projectile('#ffd84d', 'star'));
const ball = image('bubble', projectile('#6ad1ff', 'ball'));
const heart = image('heart', projectile('#ff6b8b', 'heart'));
const asPower = (p: GameImage) => ({ id: p.id, name: p.name, image: p.image });

/** Official-looking stand-ins of each type (also the fallback when a teacher's picture fails to load). */
export const SAMPLE_IMAGES: Required<GameTemplateData['images']> = {
  characters: [
    image('sunny', face('#ffd84d'), [asPower(star)]),
    image('minty', face('#7ee0b5')),
    image('berry', face('#c79bff'), [asPower(heart)]),
    image('coral', face('#ff9f8a')),
  ],
  monsters: [image('grumble', monster('#9b6cf1')), image('blobby', monster('#57c785'), [asPower(ball)])],
  backgrounds: [image('meadow', meadow), image('space', space)],
  projectiles: [star, ball, heart],
};

export const SAMPLE_WORDS = [
  'apple',
  'banana',
  'cat',
  'dog',
  'elephant',
  'fish',
  'giraffe',
  'house',
  'ice cream',
  'jump',
  'kite',
  'lion',
];

/**
 * Sample template data for a game key (words, images of every type, the catalogue's flags left all on); for a
 * list-free game (`usesWords: false`) no list, as the server sends it.
 */
export function sampleTemplateData(key: string, name: string, { usesWords = true } = {}): GameTemplateData {
  return {
    version: 1,
    game: { index: Math.max(0, (GAME_KEYS as readonly string[]).indexOf(key)), key, name },
    wordlist: usesWords ? { id: 0, theme: 'Sample words', words: SAMPLE_WORDS } : null,
    images: SAMPLE_IMAGES,
    flags: {
      uses_words: usesWords,
      uses_backgrounds: true,
      uses_projectiles: true,
      uses_characters: true,
      uses_monsters: true,
    },
    username: 'teacher',
  };
}
