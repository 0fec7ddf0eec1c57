// Makes the installable app's icons (web/public/icons/) once from the favicon (web/public/favicon.svg): 192 and
// 512 px, and a 512 px maskable one whose mark sits inside the safe zone (the middle 80%) on the brand colour.
// The PNGs are checked in; run `node scripts/make-pwa-icons.mjs` again only when the logo changes.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(join(root, 'web', 'public', 'favicon.svg'));
const out = join(root, 'web', 'public', 'icons');
mkdirSync(out, { recursive: true });

for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, `icon-${size}.png`));
}

// Maskable: the whole square is the brand colour (a launcher may cut it to any shape), the logo at 60% in the middle.
const inner = Math.round(512 * 0.6);
const logo = await sharp(svg, { density: (72 * inner) / 64 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#5b3df5' } })
  .composite([{ input: logo, gravity: 'centre' }])
  .png({ compressionLevel: 9 })
  .toFile(join(out, 'maskable-512.png'));
console.log('icons written to', out);
