import sharp from 'sharp';
import type { ImageColour, ImageType } from '@playwords/common';
import { backgroundSvg, OFFICIAL_BACKGROUNDS, type BackgroundSpec } from './official-backgrounds';
import { emojiSvg, loadEmoji } from './official-emoji';

/**
 * The official art library (issue 6, item 4): public images of the official account that every new teacher has as
 * favourites, so games work at once. Characters, monsters and projectiles are Fluent Emoji (MIT) rendered to PNG;
 * backgrounds are SVG scenes composed in official-backgrounds.ts. Everything is rendered from vectors at seed time,
 * deterministically (the same input always gives the same bytes for a given sharp/libvips).
 */
export interface OfficialImage {
  type: ImageType;
  /** Letters, numbers and spaces only (the name rule of core §5), at most 50 characters, unique per type. */
  name: string;
  /** Characters only: the colour a game may tint or label them with; `null` for every other type. */
  color: ImageColour | null;
  /** Lowercase search tags. */
  tags: string[];
  /** Characters and monsters: names of official projectiles that suit them (1–3); otherwise empty. */
  powers: string[];
  /** The rendered picture: 512×512 with transparency, or 1600×900 opaque for backgrounds. */
  png: Buffer;
}

/** Side of a rendered sprite; a sprite is drawn at most about a quarter of the 1080 px stage high. */
export const SPRITE_SIDE = 512;

/** A sprite of the library: which emoji, and whether to mirror it so it faces right (core §5). */
interface SpriteSpec {
  name: string;
  emoji: string;
  /** The emoji looks or travels to the left, so we mirror it. Decided by looking at each rendering. */
  flip?: boolean;
  tags: string[];
}

interface CharacterSpec extends SpriteSpec {
  color: ImageColour;
  powers: string[];
}

interface MonsterSpec extends SpriteSpec {
  powers: string[];
}

// Projectiles first: the powers below name them. Most projectiles are round or upright; the ones that point or
// fly somewhere (comet, carrot, disc) are mirrored to travel to the right.
const PROJECTILES: readonly SpriteSpec[] = [
  { name: 'Fireball', emoji: 'fire', tags: ['fire', 'hot'] },
  { name: 'Star', emoji: 'star', tags: ['star', 'space', 'night'] },
  { name: 'Snowflake', emoji: 'snowflake', tags: ['snow', 'winter', 'ice'] },
  { name: 'Lightning', emoji: 'high-voltage', tags: ['lightning', 'weather', 'electric'] },
  { name: 'Bubbles', emoji: 'bubbles', tags: ['bubble', 'water'] },
  { name: 'Water Wave', emoji: 'water-wave', tags: ['water', 'sea'] },
  { name: 'Water Drop', emoji: 'droplet', tags: ['water', 'rain'] },
  { name: 'Whirlwind', emoji: 'cyclone', tags: ['wind', 'weather'] },
  { name: 'Sparkles', emoji: 'sparkles', tags: ['magic', 'star'] },
  { name: 'Heart', emoji: 'red-heart', tags: ['love', 'heart'] },
  { name: 'Rocket', emoji: 'rocket', tags: ['space', 'transport'] },
  { name: 'Comet', emoji: 'comet', flip: true, tags: ['space', 'star'] },
  { name: 'Balloon', emoji: 'balloon', tags: ['party', 'toy'] },
  { name: 'Boomerang', emoji: 'boomerang', tags: ['toy', 'sport'] },
  { name: 'Baseball', emoji: 'baseball', tags: ['ball', 'sport'] },
  { name: 'Soccer Ball', emoji: 'soccer-ball', tags: ['ball', 'sport', 'football'] },
  { name: 'Flying Disc', emoji: 'flying-disc', flip: true, tags: ['toy', 'sport'] },
  { name: 'Banana', emoji: 'banana', tags: ['food', 'fruit'] },
  { name: 'Carrot', emoji: 'carrot', flip: true, tags: ['food', 'vegetable'] },
  { name: 'Tomato', emoji: 'tomato', tags: ['food', 'vegetable'] },
  { name: 'Pie', emoji: 'pie', tags: ['food', 'dessert'] },
  { name: 'Cookie', emoji: 'cookie', tags: ['food', 'dessert'] },
  { name: 'Spider Web', emoji: 'spider-web', tags: ['spider', 'halloween'] },
];

// Emoji animals drawn in profile mostly look left; those are mirrored. Faces seen from the front stay as they are.
const CHARACTERS: readonly CharacterSpec[] = [
  { name: 'Lion', emoji: 'lion', color: 'yel', powers: ['Fireball', 'Lightning'], tags: ['animal', 'wild', 'cat'] },
  {
    name: 'Unicorn',
    emoji: 'unicorn',
    flip: true,
    color: 'pin',
    powers: ['Sparkles', 'Heart', 'Star'],
    tags: ['animal', 'fantasy', 'magic', 'horse'],
  },
  { name: 'Robot', emoji: 'robot', color: 'lib', powers: ['Lightning', 'Rocket'], tags: ['robot', 'machine', 'space'] },
  {
    name: 'Astronaut',
    emoji: 'astronaut',
    color: 'whi',
    powers: ['Rocket', 'Comet', 'Star'],
    tags: ['person', 'space', 'job'],
  },
  {
    name: 'Superhero',
    emoji: 'person-superhero',
    color: 'blu',
    powers: ['Lightning', 'Star'],
    tags: ['person', 'hero', 'fantasy'],
  },
  { name: 'Ninja', emoji: 'ninja', color: 'bla', powers: ['Boomerang', 'Whirlwind'], tags: ['person', 'hero'] },
  { name: 'Cat', emoji: 'cat', flip: true, color: 'ora', powers: ['Balloon', 'Heart'], tags: ['animal', 'pet'] },
  {
    name: 'Dog',
    emoji: 'dog',
    flip: true,
    color: 'yel',
    powers: ['Baseball', 'Flying Disc'],
    tags: ['animal', 'pet'],
  },
  { name: 'Panda', emoji: 'panda', color: 'whi', powers: ['Bubbles', 'Cookie'], tags: ['animal', 'bear'] },
  { name: 'Fox', emoji: 'fox', color: 'red', powers: ['Fireball', 'Whirlwind'], tags: ['animal', 'forest'] },
  { name: 'Frog', emoji: 'frog', color: 'gre', powers: ['Bubbles', 'Water Drop'], tags: ['animal', 'pond'] },
  {
    name: 'Penguin',
    emoji: 'penguin',
    color: 'pur',
    powers: ['Snowflake', 'Water Wave'],
    tags: ['animal', 'bird', 'snow'],
  },
  {
    name: 'Dinosaur',
    emoji: 'sauropod',
    flip: true,
    color: 'tea',
    powers: ['Comet', 'Carrot'],
    tags: ['animal', 'dinosaur'],
  },
  { name: 'Owl', emoji: 'owl', color: 'ora', powers: ['Star', 'Sparkles'], tags: ['animal', 'bird', 'night'] },
  {
    name: 'Tiger',
    emoji: 'tiger',
    flip: true,
    color: 'ora',
    powers: ['Fireball', 'Whirlwind'],
    tags: ['animal', 'wild', 'cat'],
  },
  { name: 'Rabbit', emoji: 'rabbit', flip: true, color: 'whi', powers: ['Carrot', 'Heart'], tags: ['animal', 'pet'] },
  {
    name: 'Monkey',
    emoji: 'monkey',
    flip: true,
    color: 'ora',
    powers: ['Banana', 'Soccer Ball'],
    tags: ['animal', 'jungle'],
  },
  {
    name: 'Wizard',
    emoji: 'person-mage',
    color: 'blu',
    powers: ['Sparkles', 'Lightning', 'Comet'],
    tags: ['person', 'fantasy', 'magic'],
  },
  {
    name: 'Fairy',
    emoji: 'person-fairy',
    color: 'lig',
    powers: ['Sparkles', 'Heart', 'Bubbles'],
    tags: ['person', 'fantasy', 'magic'],
  },
  {
    name: 'Princess',
    emoji: 'princess',
    color: 'pur',
    powers: ['Heart', 'Star', 'Sparkles'],
    tags: ['person', 'fantasy', 'royal'],
  },
];

// Friendly cartoon monsters only: nothing gory, no weapons, no skulls.
const MONSTERS: readonly MonsterSpec[] = [
  { name: 'Alien Monster', emoji: 'alien-monster', powers: ['Lightning', 'Comet'], tags: ['alien', 'space', 'game'] },
  { name: 'Alien', emoji: 'alien', powers: ['Rocket', 'Lightning'], tags: ['alien', 'space'] },
  { name: 'Flying Saucer', emoji: 'flying-saucer', powers: ['Lightning', 'Comet'], tags: ['alien', 'space', 'ufo'] },
  { name: 'Ghost', emoji: 'ghost', powers: ['Whirlwind', 'Snowflake'], tags: ['halloween', 'spooky'] },
  { name: 'Dragon', emoji: 'dragon', flip: true, powers: ['Fireball', 'Comet'], tags: ['fantasy', 'dragon'] },
  { name: 'Ogre', emoji: 'ogre', powers: ['Boomerang', 'Pie'], tags: ['fantasy', 'monster'] },
  { name: 'Goblin', emoji: 'goblin', powers: ['Banana', 'Pie'], tags: ['fantasy', 'monster'] },
  { name: 'Troll', emoji: 'troll', powers: ['Boomerang', 'Tomato'], tags: ['fantasy', 'monster'] },
  { name: 'Zombie', emoji: 'person-zombie', powers: ['Tomato', 'Banana'], tags: ['halloween', 'spooky'] },
  { name: 'Vampire', emoji: 'person-vampire', powers: ['Whirlwind', 'Comet'], tags: ['halloween', 'fantasy'] },
  { name: 'Pumpkin', emoji: 'jack-o-lantern', powers: ['Pie', 'Fireball'], tags: ['halloween', 'food'] },
  {
    name: 'T Rex',
    emoji: 't-rex',
    flip: true,
    powers: ['Fireball', 'Comet'],
    tags: ['dinosaur', 'animal', 'monster'],
  },
  {
    name: 'Shark',
    emoji: 'shark',
    flip: true,
    powers: ['Water Wave', 'Bubbles'],
    tags: ['animal', 'sea', 'fish'],
  },
  {
    name: 'Octopus',
    emoji: 'octopus',
    powers: ['Bubbles', 'Water Drop', 'Water Wave'],
    tags: ['animal', 'sea'],
  },
  { name: 'Squid', emoji: 'squid', powers: ['Water Drop', 'Bubbles'], tags: ['animal', 'sea'] },
  { name: 'Bat', emoji: 'bat', powers: ['Whirlwind', 'Star'], tags: ['animal', 'night', 'halloween'] },
  { name: 'Spider', emoji: 'spider', powers: ['Spider Web'], tags: ['animal', 'bug', 'halloween'] },
  { name: 'Wolf', emoji: 'wolf', powers: ['Snowflake', 'Whirlwind'], tags: ['animal', 'wild', 'night'] },
  { name: 'Snake', emoji: 'snake', powers: ['Water Drop', 'Whirlwind'], tags: ['animal', 'wild'] },
];

/**
 * Every emoji the library draws, sorted: exactly the entries checked in under server/assets/fluent-emoji/
 * (scripts/extract-fluent-emoji.mjs copies these from the npm package when this list changes).
 */
export const OFFICIAL_EMOJI: readonly string[] = [
  ...new Set([...CHARACTERS, ...MONSTERS, ...PROJECTILES].map((spec) => spec.emoji)),
].sort();

/** How many images of each type the library holds (the issue asks for at least 12/12/8/12). */
export const OFFICIAL_COUNTS: Record<ImageType, number> = {
  characters: CHARACTERS.length,
  monsters: MONSTERS.length,
  backgrounds: OFFICIAL_BACKGROUNDS.length,
  projectiles: PROJECTILES.length,
};

/**
 * Renders the whole library: about 75 pictures from vectors, a few seconds of CPU (the emoji's blur filters cost
 * most), so call it only when the library is missing, not at every start. Nothing is kept here: the caller decides
 * how long the pictures live. Order is stable: characters, monsters, backgrounds, projectiles, each in the order of
 * the lists above (the seed may use it as display order).
 */
export async function renderOfficialLibrary(): Promise<OfficialImage[]> {
  const emoji = await loadEmoji(OFFICIAL_EMOJI);
  const sprite = (spec: SpriteSpec) => () => {
    const icon = emoji.get(spec.emoji);
    if (!icon) throw new Error(`no emoji ${spec.emoji}`);
    const picture = sharp(Buffer.from(emojiSvg(icon, SPRITE_SIDE)));
    return (spec.flip ? picture.flop() : picture).png().toBuffer();
  };
  // Opaque: a scene has no holes, and dropping alpha makes the file a quarter smaller.
  const scene = (spec: BackgroundSpec) => () =>
    sharp(Buffer.from(backgroundSvg(spec)))
      .removeAlpha()
      .png()
      .toBuffer();

  const jobs: { image: Omit<OfficialImage, 'png'>; render: () => Promise<Buffer> }[] = [
    ...CHARACTERS.map((c) => ({
      image: { type: 'characters' as const, name: c.name, color: c.color, tags: c.tags, powers: c.powers },
      render: sprite(c),
    })),
    ...MONSTERS.map((m) => ({
      image: { type: 'monsters' as const, name: m.name, color: null, tags: m.tags, powers: m.powers },
      render: sprite(m),
    })),
    ...OFFICIAL_BACKGROUNDS.map((b) => ({
      image: { type: 'backgrounds' as const, name: b.name, color: null, tags: b.tags, powers: [] },
      render: scene(b),
    })),
    ...PROJECTILES.map((p) => ({
      image: { type: 'projectiles' as const, name: p.name, color: null, tags: p.tags, powers: [] },
      render: sprite(p),
    })),
  ];
  const pngs = await inPool(
    jobs.map((job) => job.render),
    RENDER_POOL,
  );
  return jobs.map((job, i) => ({
    ...job.image,
    tags: [...job.image.tags],
    powers: [...job.image.powers],
    png: pngs[i] ?? Buffer.alloc(0),
  }));
}

/**
 * Pictures rendered at once. Each SVG with blur filters needs several full-size surfaces while it renders; starting
 * all 75 together only piles them up in memory, while a few at a time already keeps libuv's 4 threads busy.
 */
const RENDER_POOL = 4;

/** Runs the tasks, at most `size` at a time, and answers their results in order. */
async function inPool<T>(tasks: readonly (() => Promise<T>)[], size: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, tasks.length) }, worker));
  return results;
}
