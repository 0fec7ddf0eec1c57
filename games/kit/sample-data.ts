import {
  CLASS_TEAM_COLOUR_VALUES,
  GAME_KEYS,
  type GameClass,
  type GameImage,
  type GameTemplateData,
} from '@playwords/common';

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

const INK = 'stroke="#1f2544" stroke-width="8" stroke-linejoin="round"';
const eyes = (y: number, x1 = 100, x2 = 156) =>
  `<circle cx="${x1}" cy="${y}" r="12" fill="#1f2544"/><circle cx="${x2}" cy="${y}" r="12" fill="#1f2544"/>`;

/**
 * Drawn pictures of the sample words, as a list carries them (`pictures`, parallel to `words`); 'jump' has none, so
 * the preview shows a word without a picture too.
 */
const SAMPLE_PICTURES: Record<string, string> = {
  apple: svg(
    `<circle cx="128" cy="146" r="92" fill="#ff4d4d" ${INK}/><path d="M128 60 Q132 30 150 20" fill="none" ${INK}/>` +
      `<path d="M136 54 Q180 20 206 52 Q168 76 136 54 Z" fill="#57c785" ${INK}/>`,
  ),
  banana: svg(`<path d="M40 70 Q60 210 214 200 Q232 186 214 172 Q96 170 76 62 Z" fill="#ffd84d" ${INK}/>`),
  cat: svg(
    `<path d="M44 120 L56 28 L112 76 L144 76 L200 28 L212 120 Z" fill="#ff9f5a" ${INK}/>` +
      `<circle cx="128" cy="146" r="90" fill="#ff9f5a" ${INK}/>${eyes(136)}<path d="M116 176 L128 186 L140 176" fill="none" ${INK}/>`,
  ),
  dog: svg(
    `<circle cx="128" cy="136" r="88" fill="#c98b52" ${INK}/><ellipse cx="52" cy="120" rx="30" ry="64" fill="#7a4f2a" ${INK}/>` +
      `<ellipse cx="204" cy="120" rx="30" ry="64" fill="#7a4f2a" ${INK}/>${eyes(120)}<ellipse cx="128" cy="170" rx="22" ry="16" fill="#1f2544"/>`,
  ),
  elephant: svg(
    `<ellipse cx="52" cy="118" rx="44" ry="70" fill="#9aa5b8" ${INK}/><ellipse cx="204" cy="118" rx="44" ry="70" fill="#9aa5b8" ${INK}/>` +
      `<circle cx="128" cy="112" r="72" fill="#b7c0d0" ${INK}/><path d="M112 160 Q108 236 150 236" fill="none" stroke="#1f2544" stroke-width="30" stroke-linecap="round"/>` +
      `<path d="M112 160 Q108 236 150 236" fill="none" stroke="#b7c0d0" stroke-width="16" stroke-linecap="round"/>${eyes(104)}`,
  ),
  fish: svg(
    `<path d="M170 128 L240 72 L240 184 Z" fill="#ff9f5a" ${INK}/><ellipse cx="116" cy="128" rx="92" ry="64" fill="#6ad1ff" ${INK}/>` +
      `<circle cx="72" cy="112" r="12" fill="#1f2544"/>`,
  ),
  giraffe: svg(
    `<path d="M120 240 L120 90 L156 90 L156 240 Z" fill="#ffc94d" ${INK}/><ellipse cx="150" cy="70" rx="62" ry="38" fill="#ffc94d" ${INK}/>` +
      `<g fill="#b0652b"><circle cx="138" cy="132" r="10"/><circle cx="136" cy="186" r="12"/><circle cx="146" cy="220" r="8"/></g>` +
      `<circle cx="148" cy="60" r="10" fill="#1f2544"/>`,
  ),
  house: svg(
    `<path d="M20 122 L128 24 L236 122 Z" fill="#ff6b8b" ${INK}/><rect x="48" y="118" width="160" height="116" fill="#fff3c4" ${INK}/>` +
      `<rect x="108" y="160" width="40" height="74" fill="#9b6cf1" ${INK}/>`,
  ),
  'ice cream': svg(
    `<path d="M76 120 L128 244 L180 120 Z" fill="#e8b06a" ${INK}/><circle cx="128" cy="92" r="66" fill="#ff8fa3" ${INK}/>` +
      `<circle cx="128" cy="24" r="14" fill="#ff4d4d" ${INK}/>`,
  ),
  kite: svg(
    `<path d="M128 16 L204 100 L128 200 L52 100 Z" fill="#c79bff" ${INK}/><path d="M128 16 L128 200 M52 100 L204 100" ${INK}/>` +
      `<path d="M128 200 Q96 220 128 236 Q160 248 140 256" fill="none" ${INK}/>`,
  ),
  lion: svg(
    `<circle cx="128" cy="128" r="112" fill="#d9822b" ${INK}/><circle cx="128" cy="136" r="72" fill="#ffd84d" ${INK}/>` +
      `${eyes(122, 104, 152)}<path d="M116 158 L128 170 L140 158 Z" fill="#1f2544"/>`,
  ),
};

/**
 * The preview's class (issue 21): a team setup offers it beside the kit's own teams, with its teams' names, colours,
 * shapes and running totals. Not preselected (`class_id` null): a lesson plan's page would name it.
 */
export const SAMPLE_CLASS: GameClass = {
  id: 9001,
  name: 'K2 Blue',
  teams: [
    {
      id: 'sample-dragons',
      name: 'Dragons',
      colour: CLASS_TEAM_COLOUR_VALUES.purple,
      shape: 'star',
      lesson: 5,
      all_time: 42,
    },
    {
      id: 'sample-rockets',
      name: 'Rockets',
      colour: CLASS_TEAM_COLOUR_VALUES.orange,
      shape: 'triangle',
      lesson: 3,
      all_time: 37,
    },
    {
      id: 'sample-dolphins',
      name: 'Dolphins',
      colour: CLASS_TEAM_COLOUR_VALUES.teal,
      shape: 'circle',
      lesson: 4,
      all_time: 45,
    },
  ],
};

/**
 * Sample template data for a game key (words, images of every type, the catalogue's flags left all on); for a
 * list-free game (`usesWords: false`) no list, as the server sends it.
 */
export function sampleTemplateData(key: string, name: string, { usesWords = true } = {}): GameTemplateData {
  return {
    version: 1,
    game: { index: Math.max(0, (GAME_KEYS as readonly string[]).indexOf(key)), key, name },
    wordlist: usesWords
      ? {
          id: 0,
          theme: 'Sample words',
          words: SAMPLE_WORDS,
          pictures: SAMPLE_WORDS.map((word) => SAMPLE_PICTURES[word] ?? null),
        }
      : null,
    images: SAMPLE_IMAGES,
    flags: {
      uses_words: usesWords,
      uses_backgrounds: true,
      uses_projectiles: true,
      uses_characters: true,
      uses_monsters: true,
    },
    username: 'teacher',
    classes: [{ ...SAMPLE_CLASS, teams: SAMPLE_CLASS.teams.map((team) => ({ ...team })) }],
    class_id: null,
  };
}
