// Builds the picture dictionary: common/src/pictures/dictionary-index.json (term → candidate emoji, best first) and
// server/assets/picture-dictionary/icons.json (every emoji the index names, as the npm package draws them). Terms
// come from the flat Fluent Emoji's names, emojilib's keywords (the CLDR names and keywords, joined to the emoji by
// their characters) and our additions (common/src/pictures/additions.ts). Run it when the additions or the packages'
// versions change; nothing needs it to build or run, and neither package is a dependency. Either of:
//   npm exec --package=@iconify-json/fluent-emoji-flat@1.2.6 --package=emojilib@4.0.3 -c 'node scripts/build-picture-dictionary.mjs'
//   node scripts/build-picture-dictionary.mjs path/to/fluent-emoji-flat path/to/emojilib   (unpacked packages)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as prettier from 'prettier';
import { tsImport } from 'tsx/esm/api';

const EMOJI_PACKAGE = '@iconify-json/fluent-emoji-flat';
const KEYWORD_PACKAGE = 'emojilib';
/** The side every icon is drawn on unless it says otherwise. */
const SIDE = 32;
/** Candidates kept per term (findPictures offers 8). */
const KEPT = 8;
const root = fileURLToPath(new URL('..', import.meta.url));
const indexFile = join(root, 'common', 'src', 'pictures', 'dictionary-index.json');
const iconsFile = join(root, 'server', 'assets', 'picture-dictionary', 'icons.json');

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** A package's folder: the one given, else the one `npm exec --package` put on PATH, else node_modules. */
function findPackage(name, given, probe) {
  if (given) return resolve(given);
  const binSuffix = `${sep}node_modules${sep}.bin`;
  const candidates = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir.endsWith(binSuffix))
    .map((bin) => join(dirname(bin), name));
  candidates.push(join(root, 'node_modules', name));
  const found = candidates.find((dir) => existsSync(join(dir, probe)));
  if (!found) fail(`Cannot find ${name}. Run this through npm exec (see the top of this file) or give its folder.`);
  return found;
}

/** The package's JSON file, after checking the folder holds that package; and its version. */
function readPackage(name, dir, file) {
  for (const needed of [file, 'package.json']) {
    if (!existsSync(join(dir, needed))) fail(`${dir} has no ${needed}: give the package's folder.`);
  }
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (pkg.name !== name) fail(`${dir} holds ${pkg.name}, not ${name}.`);
  return { version: pkg.version, data: JSON.parse(readFileSync(join(dir, file), 'utf8')) };
}

const emojiDir = findPackage(EMOJI_PACKAGE, process.argv[2], 'icons.json');
const keywordDir = findPackage(KEYWORD_PACKAGE, process.argv[3], join('dist', 'emoji-en-US.json'));
const { version: emojiVersion, data: set } = readPackage(EMOJI_PACKAGE, emojiDir, 'icons.json');
const { data: chars } = readPackage(EMOJI_PACKAGE, emojiDir, 'chars.json');
const { data: metadata } = readPackage(EMOJI_PACKAGE, emojiDir, 'metadata.json');
const { version: keywordVersion, data: keywords } = readPackage(
  KEYWORD_PACKAGE,
  keywordDir,
  join('dist', 'emoji-en-US.json'),
);
if (set.width !== SIDE || set.height !== SIDE)
  fail(`${EMOJI_PACKAGE}@${emojiVersion} is not drawn on ${SIDE}×${SIDE}.`);

const { FIRST_CHOICES, LEFT_OUT, NOT_PICTURES, NO_PICTURE, SAME_AS } = await tsImport(
  '../common/src/pictures/additions.ts',
  import.meta.url,
);
const { normalisePictureWord } = await tsImport('../common/src/pictures/dictionary.ts', import.meta.url);

// --- Which emoji: every base emoji (no skin-tone variants) but symbols that make poor word pictures.

const TONE = /-(light|medium-light|medium|medium-dark|dark)$/;
const ZODIAC = new Set(
  'aries taurus gemini cancer leo virgo libra scorpio sagittarius capricorn aquarius pisces ophiuchus'.split(' '),
);
/** Symbols kept out: keycaps, clock faces, labelled buttons, arrows, signs of signs (letters, marks, inputs). */
const POOR_SYMBOLS = new Set(
  (
    'circled-m copyright registered trade-mark part-alternation-mark wavy-dash curly-loop double-curly-loop ' +
    'eight-spoked-asterisk sparkle antenna-bars vibration-mode mobile-phone-off currency-exchange heavy-dollar-sign ' +
    'atm-sign baggage-claim left-luggage customs passport-control water-closet mens-room womens-room restroom ' +
    'baby-symbol wheelchair-symbol litter-in-bin-sign potable-water non-potable-water no-one-under-eighteen ' +
    'diamond-with-a-dot fleur-de-lis trident-emblem name-badge cinema wireless'
  ).split(' '),
);
const symbols = new Set(metadata.categories.Symbols ?? []);
const allNames = new Set([...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})]);

/** Whether an emoji belongs in the dictionary. */
function wanted(name) {
  if (TONE.test(name)) {
    // A skin-tone variant (some carry two tones) if what is left is an emoji: traffic-light is not one.
    const base = name.replace(TONE, '').replace(TONE, '');
    if (allNames.has(base) || allNames.has(name.replace(TONE, ''))) return false;
  }
  if (/^keycap-|-o-clock$|-thirty$|-button$|-blood-type$|^input-|^japanese-/.test(name)) return false;
  if (ZODIAC.has(name) || POOR_SYMBOLS.has(name) || LEFT_OUT.includes(name)) return false;
  return !(symbols.has(name) && /(^|-)arrows?(-|$)/.test(name));
}

/** An icon as the subset stores it: its own entry, or an alias drawn from its parent (flipped as it says). */
function iconOf(name) {
  if (Object.hasOwn(set.icons, name)) return set.icons[name];
  const alias = set.aliases?.[name];
  const parent = alias && set.icons[alias.parent];
  if (!parent) return undefined;
  const width = parent.width ?? SIDE;
  const body = alias.hFlip ? `<g transform="matrix(-1 0 0 1 ${width} 0)">${parent.body}</g>` : parent.body;
  return { ...parent, body };
}

const emoji = [...allNames].filter((name) => wanted(name) && iconOf(name)).sort();

// --- Each emoji's terms, scored (lower is better).

const STOP_WORDS = new Set('a an and of the with in on at for to by from without'.split(' '));
/** The keywords of each emoji name, emojilib's first (its CLDR name) left out: the name itself stands for it. */
const keywordsOf = new Map();
const hex = (text) =>
  [...text]
    .map((char) => char.codePointAt(0).toString(16))
    .filter((code) => code !== 'fe0f')
    .join('-');
for (const [char, words] of Object.entries(keywords)) {
  const slug = words[0].replace(/_/g, '-');
  const name = chars[hex(char)] ?? (allNames.has(slug) ? slug : undefined);
  if (name) keywordsOf.set(name, words.slice(1));
}

/** Whether a normalised term is worth a key: letters first, no emoticons. */
const isTerm = (term) => /^[a-z0-9][a-z0-9 '&.-]*$/.test(term) && term.length >= 2;

/** term → (emoji → best score). */
const scores = new Map();
function score(term, name, value) {
  if (!isTerm(term)) return;
  let byName = scores.get(term);
  if (!byName) scores.set(term, (byName = new Map()));
  if (!byName.has(name) || byName.get(name) > value) byName.set(name, value);
}

for (const name of emoji) {
  const words = name.split('-');
  score(words.join(' '), name, 0);
  // A part of the name: 'apple' of red apple, 'ice cream' of soft ice cream. The fewer other words, the closer.
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 1; end <= words.length; end += 1) {
      const part = words.slice(start, end);
      if (part.length === words.length || STOP_WORDS.has(part[0]) || STOP_WORDS.has(part.at(-1))) continue;
      // The head noun counts most, then the first word (cat of cat face, cheese of cheese wedge).
      const weight = end === words.length ? 4 : start === 0 ? 6 : 9;
      score(part.join(' '), name, weight + (words.length - part.length));
    }
  }
  // emojilib's keywords, in its order (the nearer the name, the closer); a keyword names the emoji less surely.
  (keywordsOf.get(name) ?? []).forEach((keyword, position) => {
    score(normalisePictureWord(keyword.replace(/_/g, ' ')), name, 7 + position * 0.25);
  });
}

/** A term's candidates, best first: score, then the shorter name, then the alphabet. */
function ranked(term) {
  const byName = scores.get(term);
  if (!byName) return [];
  return [...byName.entries()]
    .sort(([a, sa], [b, sb]) => sa - sb || a.length - b.length || a.localeCompare(b))
    .map(([name]) => name);
}

const wantedNames = new Set(emoji);
const problems = [];
const checkNames = (term, names) => {
  for (const name of names) if (!wantedNames.has(name)) problems.push(`${term}: ${name} is not in the dictionary`);
};
const candidates = new Map([...scores.keys()].map((term) => [term, ranked(term)]));
for (const [term, names] of Object.entries(FIRST_CHOICES)) {
  if (normalisePictureWord(term) !== term) problems.push(`${term}: write the term as normalised`);
  checkNames(term, names);
  candidates.set(term, [...new Set([...names, ...(candidates.get(term) ?? [])])]);
}
for (const [term, names] of Object.entries(NOT_PICTURES)) {
  checkNames(term, names);
  candidates.set(
    term,
    (candidates.get(term) ?? []).filter((name) => !names.includes(name)),
  );
}
for (const term of NO_PICTURE) candidates.delete(term);
const own = new Map(candidates);
for (const [word, target] of Object.entries(SAME_AS)) {
  if (normalisePictureWord(word) !== word) problems.push(`${word}: write the word as normalised`);
  const shared = own.get(target);
  if (!shared) problems.push(`${word}: ${target} has no pictures`);
  else candidates.set(word, [...new Set([...shared, ...(own.get(word) ?? [])])]);
}
if (problems.length > 0) fail(`common/src/pictures/additions.ts:\n  ${problems.join('\n  ')}`);

// --- The index: names once, terms as positions; the subset of icons it names.

const kept = [...candidates.entries()]
  .filter(([, names]) => names.length > 0)
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([term, names]) => [term, names.slice(0, KEPT)]);
const names = [...new Set(kept.flatMap(([, list]) => list))].sort();
const position = new Map(names.map((name, at) => [name, at]));
const index = {
  source: `${EMOJI_PACKAGE}@${emojiVersion} + ${KEYWORD_PACKAGE}@${keywordVersion} + additions.ts`,
  names,
  terms: Object.fromEntries(kept.map(([term, list]) => [term, list.map((name) => position.get(name))])),
};
const indexText = await prettier.format(JSON.stringify(index), {
  ...(await prettier.resolveConfig(indexFile)),
  filepath: indexFile,
});
writeFileSync(indexFile, indexText);

const icons = Object.fromEntries(names.map((name) => [name, iconOf(name)]));
const subset = { prefix: set.prefix, source: `${EMOJI_PACKAGE}@${emojiVersion}`, width: SIDE, height: SIDE, icons };
const iconsText = `${JSON.stringify(subset, null, 2)}\n`;
mkdirSync(dirname(iconsFile), { recursive: true });
writeFileSync(iconsFile, iconsText);

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const minified = JSON.stringify(index);
console.log(
  `${kept.length} terms for ${names.length} emoji written to ${relative(root, indexFile)}: ` +
    `${kib(Buffer.byteLength(minified))} minified, ${kib(gzipSync(minified, { level: 9 }).length)} gzipped`,
);
console.log(`${names.length} icons written to ${relative(root, iconsFile)}: ${kib(Buffer.byteLength(iconsText))}`);
console.log('Update the versions in server/assets/picture-dictionary/README.md if they changed.');
