// Regenerates server/assets/fluent-emoji/icons.json: the entries of the npm package @iconify-json/fluent-emoji
// that the official image library draws (OFFICIAL_EMOJI in server/src/modules/images/official-library.ts), copied
// as they are. Run it only when that list or the emoji version changes; nothing needs it to build or run, and the
// package (100 MB) is not a dependency. Either of:
//   npm exec --package=@iconify-json/fluent-emoji@1.2.7 -c 'node scripts/extract-fluent-emoji.mjs'
//   node scripts/extract-fluent-emoji.mjs path/to/fluent-emoji   (an unpacked copy of the package's folder)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const PACKAGE = '@iconify-json/fluent-emoji';
/** The side every icon is drawn on unless it says otherwise; official-emoji.ts assumes it. */
const SIDE = 32;
const root = fileURLToPath(new URL('..', import.meta.url));
const output = join(root, 'server', 'assets', 'fluent-emoji', 'icons.json');

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The package's folder: the one given, else the one `npm exec --package` put on PATH, else node_modules. */
function findPackage() {
  const given = process.argv[2];
  if (given) return resolve(given.endsWith('.json') ? dirname(given) : given);
  const binSuffix = `${sep}node_modules${sep}.bin`;
  const candidates = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir.endsWith(binSuffix))
    .map((bin) => join(dirname(bin), PACKAGE));
  candidates.push(join(root, 'node_modules', PACKAGE));
  const found = candidates.find((dir) => existsSync(join(dir, 'icons.json')));
  if (!found) fail(`Cannot find ${PACKAGE}. Run this through npm exec (see the top of this file) or give its folder.`);
  return found;
}

const packageDir = findPackage();
for (const file of ['icons.json', 'package.json']) {
  if (!existsSync(join(packageDir, file))) fail(`${packageDir} has no ${file}: give the package's folder.`);
}
const { name, version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
if (name !== PACKAGE) fail(`${packageDir} holds ${name}, not ${PACKAGE}.`);
// The whole set is 100 MB of JSON: half a second and a few hundred MB to parse, fine for a one-off script.
const set = JSON.parse(readFileSync(join(packageDir, 'icons.json'), 'utf8'));
if (set.width !== SIDE || set.height !== SIDE) fail(`${PACKAGE}@${version} is no longer drawn on ${SIDE}×${SIDE}.`);

const { OFFICIAL_EMOJI } = await tsImport('../server/src/modules/images/official-library.ts', import.meta.url);
const icons = {};
const problems = [];
for (const emoji of [...OFFICIAL_EMOJI].sort()) {
  const icon = Object.hasOwn(set.icons, emoji) ? set.icons[emoji] : undefined;
  const alias = set.aliases && Object.hasOwn(set.aliases, emoji) ? set.aliases[emoji] : undefined;
  if (icon && typeof icon.body === 'string') icons[emoji] = icon;
  else if (alias) problems.push(`${emoji} is an alias of ${alias.parent}: use that name`);
  else problems.push(`${emoji} is not in the set`);
}
if (problems.length > 0) fail(`${PACKAGE}@${version}:\n  ${problems.join('\n  ')}`);

const subset = { prefix: set.prefix, source: `${PACKAGE}@${version}`, width: SIDE, height: SIDE, icons };
writeFileSync(output, `${JSON.stringify(subset, null, 2)}\n`);
console.log(`${Object.keys(icons).length} emoji from ${PACKAGE}@${version} written to ${relative(root, output)}`);
console.log('Update the version in server/assets/fluent-emoji/README.md if it changed.');
