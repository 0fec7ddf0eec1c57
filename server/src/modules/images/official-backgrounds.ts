/**
 * The official backgrounds: calm 16:9 scenes composed as SVG and rendered with sharp (issue 6, item 4). Games draw
 * words and sprites over them, so each scene keeps its detail to the edges and the bottom, leaves the middle plain,
 * uses soft colours without hard black-and-white noise, and is deterministic: anything scattered (stars, windows,
 * snow) comes from a PRNG with a fixed seed per scene.
 */
import { seededRandom } from '@playwords/common';

export const BACKGROUND_WIDTH = 1600;
export const BACKGROUND_HEIGHT = 900;

const W = BACKGROUND_WIDTH;
const H = BACKGROUND_HEIGHT;

export interface BackgroundSpec {
  name: string;
  tags: string[];
  /** The scene's SVG elements (everything inside the root <svg>). */
  draw: () => string;
}

type Point = readonly [number, number];

/** Rounds to one decimal so the SVG text stays short and identical across runs. */
const r = (n: number) => Math.round(n * 10) / 10;

function linear(id: string, stops: readonly string[], x2 = 0, y2 = 1): string {
  const last = stops.length - 1;
  const parts = stops.map((c, i) => `<stop offset="${r((i / last) * 100)}%" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${parts}</linearGradient>`;
}

/** A soft round glow: the colour fading to transparent (cheaper to render than a blur filter). */
function glow(id: string, colour: string, opacity = 0.6): string {
  return (
    `<radialGradient id="${id}"><stop offset="0%" stop-color="${colour}" stop-opacity="${opacity}"/>` +
    `<stop offset="100%" stop-color="${colour}" stop-opacity="0"/></radialGradient>`
  );
}

const rect = (fill: string, x = 0, y = 0, w = W, h = H) =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"/>`;

const circle = (x: number, y: number, radius: number, fill: string, extra = '') =>
  `<circle cx="${r(x)}" cy="${r(y)}" r="${r(radius)}" fill="${fill}"${extra}/>`;

const polygon = (points: readonly Point[], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${r(x)},${r(y)}`).join(' ')}" fill="${fill}"${extra}/>`;

/** A smooth curve through the points (Catmull-Rom turned into cubic Béziers). */
function smooth(points: readonly Point[]): string {
  const first = points[0];
  if (!first) return '';
  let d = `M${r(first[0])} ${r(first[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[i + 2] ?? p2;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${r(c1[0])} ${r(c1[1])} ${r(c2[0])} ${r(c2[1])} ${r(p2[0])} ${r(p2[1])}`;
  }
  return d;
}

/** Land from a smooth skyline down to the bottom edge. */
const hill = (points: readonly Point[], fill: string) =>
  `<path d="${smooth(points)} L${W + 50} ${H + 10} L-50 ${H + 10} Z" fill="${fill}"/>`;

/** Evenly spread points along the width with heights from `heights` (first at x −50, last at W + 50). */
function across(heights: readonly number[]): Point[] {
  const step = (W + 100) / (heights.length - 1);
  return heights.map((y, i) => [-50 + i * step, y] as const);
}

function cloud(x: number, y: number, s: number, fill = '#ffffff', opacity = 0.9): string {
  return (
    `<g fill="${fill}" opacity="${opacity}">` +
    `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(95 * s)}" ry="${r(30 * s)}"/>` +
    circle(x - 40 * s, y - 12 * s, 34 * s, fill) +
    circle(x + 10 * s, y - 30 * s, 46 * s, fill) +
    circle(x + 55 * s, y - 8 * s, 30 * s, fill) +
    `</g>`
  );
}

function sun(x: number, y: number, radius: number, colour: string, glowId: string): string {
  return circle(x, y, radius * 2.6, `url(#${glowId})`) + circle(x, y, radius, colour);
}

function pine(x: number, base: number, h: number, fill: string, trunk: string, snow?: string): string {
  const w = h * 0.55;
  let out = rect(trunk, x - h * 0.05, base - h * 0.14, h * 0.1, h * 0.14);
  for (let i = 0; i < 3; i++) {
    const top = base - h + i * h * 0.22;
    const bottom = base - h * 0.1 - (2 - i) * h * 0.2;
    const half = (w / 2) * (0.6 + i * 0.2);
    out += polygon(
      [
        [x, top],
        [x + half, bottom],
        [x - half, bottom],
      ],
      fill,
    );
    if (snow) {
      out += polygon(
        [
          [x, top],
          [x + half * 0.35, top + (bottom - top) * 0.35],
          [x - half * 0.35, top + (bottom - top) * 0.35],
        ],
        snow,
      );
    }
  }
  return out;
}

function roundTree(x: number, base: number, h: number, fill: string, trunk: string, light: string): string {
  const crown = h * 0.3;
  return (
    rect(trunk, x - h * 0.05, base - h * 0.45, h * 0.1, h * 0.45) +
    circle(x, base - h + crown, crown, fill) +
    circle(x - crown * 0.75, base - h * 0.55, crown * 0.8, fill) +
    circle(x + crown * 0.75, base - h * 0.55, crown * 0.8, fill) +
    circle(x - crown * 0.3, base - h + crown * 0.7, crown * 0.35, light, ' opacity="0.5"')
  );
}

function stars(seed: number, count: number, area: readonly [number, number, number, number], colour: string): string {
  const rand = seededRandom(seed);
  const [x0, y0, x1, y1] = area;
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + rand() * (x1 - x0);
    const y = y0 + rand() * (y1 - y0);
    // Fewer and fainter stars in the middle of the picture, where the game's words go.
    const central = Math.abs(x - W / 2) < 450 && Math.abs(y - H / 2) < 250;
    const opacity = (central ? 0.25 : 0.5) + rand() * 0.4;
    out += circle(x, y, 1.2 + rand() * (central ? 1 : 2.2), colour, ` opacity="${r(opacity)}"`);
  }
  return out;
}

/** A four-pointed twinkle. */
function twinkle(x: number, y: number, s: number, fill: string): string {
  const p = (dx: number, dy: number): Point => [x + dx * s, y + dy * s];
  return polygon(
    [p(0, -1), p(0.22, -0.22), p(1, 0), p(0.22, 0.22), p(0, 1), p(-0.22, 0.22), p(-1, 0), p(-0.22, -0.22)],
    fill,
  );
}

// ---------------------------------------------------------------------------------------------------------------

function sunnyHills(): string {
  return (
    `<defs>${linear('sky', ['#7cc8f5', '#bfe6fb', '#e4f6fd'])}${glow('sunGlow', '#fff3b0', 0.7)}</defs>` +
    rect('url(#sky)') +
    sun(190, 150, 70, '#ffe27a', 'sunGlow') +
    cloud(520, 120, 1) +
    cloud(1120, 90, 1.3) +
    cloud(1420, 230, 0.8) +
    cloud(880, 210, 0.6, '#ffffff', 0.7) +
    hill(across([700, 640, 610, 650, 620, 590, 640]), '#a8dc8a') +
    hill(across([760, 720, 740, 700, 730, 760, 720]), '#86c96b') +
    hill(across([830, 800, 815, 840, 810, 790, 820]), '#6cb556') +
    [150, 230, 1380, 1470, 1300].map((x, i) => circle(x, 845 - (i % 2) * 14, 9, i % 2 ? '#fff6a8' : '#ffb3c7')).join('')
  );
}

function outerSpace(): string {
  return (
    `<defs>${linear('sky', ['#141a3d', '#232a5c', '#2c2150'])}` +
    `${glow('nebulaA', '#8f6ee8', 0.35)}${glow('nebulaB', '#4fb3d9', 0.3)}` +
    `${linear('planet', ['#ffb36b', '#e8746b'], 1, 1)}${linear('moon', ['#c9d4f2', '#8b97c9'], 1, 1)}</defs>` +
    rect('url(#sky)') +
    `<ellipse cx="250" cy="250" rx="420" ry="260" fill="url(#nebulaA)"/>` +
    `<ellipse cx="1350" cy="700" rx="480" ry="280" fill="url(#nebulaB)"/>` +
    stars(7, 240, [0, 0, W, H], '#ffffff') +
    twinkle(330, 120, 16, '#fff3c4') +
    twinkle(1480, 420, 12, '#d9e4ff') +
    twinkle(120, 620, 10, '#fff3c4') +
    // A ringed planet top right: the back half of the ring, the planet, then the front half.
    `<g transform="rotate(-18 1330 190)">` +
    `<path d="M1190 190 A140 34 0 0 1 1470 190" fill="none" stroke="#f6d39a" stroke-width="12" opacity="0.9"/>` +
    circle(1330, 190, 95, 'url(#planet)') +
    `<path d="M1190 190 A140 34 0 0 0 1470 190" fill="none" stroke="#f6d39a" stroke-width="12"/>` +
    `</g>` +
    circle(150, 800, 190, 'url(#moon)') +
    circle(90, 740, 26, '#7a86b8', ' opacity="0.6"') +
    circle(200, 850, 38, '#7a86b8', ' opacity="0.5"') +
    circle(250, 700, 16, '#7a86b8', ' opacity="0.6"') +
    circle(1500, 820, 30, '#7fd1c4')
  );
}

function seaweed(x: number, base: number, h: number, colour: string, sway: number): string {
  const pts: Point[] = [];
  for (let i = 0; i <= 6; i++) pts.push([x + Math.sin(i * 1.2 + sway) * 18, base - (h * i) / 6]);
  return `<path d="${smooth(pts)}" fill="none" stroke="${colour}" stroke-width="16" stroke-linecap="round"/>`;
}

function fish(x: number, y: number, s: number, body: string, facing: 1 | -1): string {
  const t = (dx: number, dy: number): Point => [x + dx * s * facing, y + dy * s];
  return (
    polygon([t(-30, 0), t(-52, -18), t(-52, 18)], body) +
    `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(36 * s)}" ry="${r(22 * s)}" fill="${body}"/>` +
    circle(t(18, -5)[0], t(18, -5)[1], 5 * s, '#23405a')
  );
}

function underTheSea(): string {
  const rand = seededRandom(31);
  let bubbles = '';
  for (let i = 0; i < 26; i++) {
    const side = i % 2 === 0 ? rand() * 300 : W - 300 + rand() * 300;
    bubbles += circle(
      side,
      80 + rand() * 640,
      5 + rand() * 12,
      'none',
      ' stroke="#d7f4ff" stroke-width="3" opacity="0.55"',
    );
  }
  const rays = [200, 520, 860, 1180]
    .map((x) =>
      polygon(
        [
          [x, 0],
          [x + 120, 0],
          [x + 320, H],
          [x + 60, H],
        ],
        '#ffffff',
        ' opacity="0.06"',
      ),
    )
    .join('');
  return (
    `<defs>${linear('sea', ['#6fd0ee', '#2a9ccc', '#146fa3'])}${linear('sand', ['#f3dfa6', '#e2c583'])}</defs>` +
    rect('url(#sea)') +
    rays +
    bubbles +
    hill(across([800, 780, 810, 795, 770, 800, 790]), 'url(#sand)') +
    seaweed(80, 860, 330, '#3fa66b', 0) +
    seaweed(140, 870, 240, '#58bd7d', 1.5) +
    seaweed(1470, 860, 300, '#3fa66b', 2) +
    seaweed(1530, 870, 220, '#58bd7d', 0.7) +
    circle(240, 820, 46, '#ff8f8f') +
    circle(290, 835, 34, '#ffb07a') +
    circle(1330, 825, 50, '#f58fc0') +
    circle(1385, 842, 30, '#ff8f8f') +
    fish(260, 300, 1.1, '#ffc15e', 1) +
    fish(1330, 560, 1, '#ff8fa3', -1) +
    fish(1380, 230, 0.8, '#9be08f', -1) +
    polygon(
      [
        [760, 860],
        [772, 838],
        [796, 838],
        [778, 822],
        [786, 800],
        [766, 814],
        [746, 800],
        [754, 822],
        [736, 838],
        [760, 838],
      ],
      '#ff9f6e',
    )
  );
}

function forest(): string {
  let back = '';
  let front = '';
  // The back row stands behind the meadow, so its trunks are hidden.
  for (let x = -20; x <= W + 20; x += 70) back += pine(x, 770 + (x % 3) * 8, 290 + (x % 5) * 14, '#8cc59a', '#8cc59a');
  for (const [x, h] of [
    [60, 520],
    [190, 430],
    [300, 360],
    [1300, 380],
    [1420, 460],
    [1550, 540],
  ] as const) {
    front += pine(x, 880, h, '#3f8f5a', '#6b4a32');
  }
  return (
    `<defs>${linear('sky', ['#bfe7f2', '#e6f6ee'])}${glow('sunGlow', '#fff7c7', 0.8)}</defs>` +
    rect('url(#sky)') +
    sun(1250, 130, 55, '#fff0a0', 'sunGlow') +
    cloud(420, 130, 0.9) +
    back +
    hill(across([760, 740, 750, 730, 745, 735, 750]), '#9fd08a') +
    `<path d="M700 900 C740 820 860 800 800 740 L830 740 C900 800 800 830 900 900 Z" fill="#e8d4a2" opacity="0.8"/>` +
    front +
    roundTree(440, 880, 260, '#5fae5f', '#7a5335', '#9fe09a') +
    roundTree(1160, 880, 240, '#5fae5f', '#7a5335', '#9fe09a')
  );
}

function cityBuilding(x: number, w: number, h: number, fill: string, windows: string, rand: () => number): string {
  let out = rect(fill, x, H - 90 - h, w, h + 10);
  for (let wy = H - 90 - h + 24; wy < H - 120; wy += 44) {
    for (let wx = x + 16; wx < x + w - 26; wx += 34) {
      if (rand() < 0.55) out += rect(windows, wx, wy, 16, 22);
    }
  }
  return out;
}

function citySkyline(): string {
  const rand = seededRandom(53);
  let back = '';
  for (let x = -30, i = 0; x < W; x += 110, i++)
    back += rect('#c3cde6', x, H - 90 - (180 + ((i * 53) % 140)), 100, 400);
  let front = '';
  const blocks: [number, number, number][] = [
    [0, 150, 330],
    [160, 120, 250],
    [290, 140, 190],
    [1170, 140, 210],
    [1320, 120, 290],
    [1450, 160, 350],
  ];
  const colours = ['#7f8fc4', '#9a87c2', '#6fa3c7'];
  blocks.forEach(([x, w, h], i) => {
    front += cityBuilding(x, w, h, colours[i % 3] ?? '#7f8fc4', '#ffe7a3', rand);
  });
  return (
    `<defs>${linear('sky', ['#9fd3f7', '#d8ecfb', '#ffe3cf'])}</defs>` +
    rect('url(#sky)') +
    cloud(700, 110, 1) +
    cloud(1200, 160, 0.8) +
    cloud(250, 200, 0.7) +
    back +
    // A few towers in the middle, low and pale, so the skyline reads without crowding the centre.
    rect('#aab6da', 620, H - 270, 90, 200) +
    rect('#aab6da', 880, H - 240, 110, 170) +
    polygon(
      [
        [640, H - 270],
        [665, H - 320],
        [690, H - 270],
      ],
      '#aab6da',
    ) +
    front +
    rect('#6d7891', 0, H - 90, W, 90) +
    rect('#f2f2f2', 0, H - 48, W, 6) +
    Array.from({ length: 16 }, (_, i) => rect('#f7d774', i * 110 + 20, H - 48, 60, 6)).join('')
  );
}

function palm(x: number, base: number, h: number, lean: number): string {
  const top: Point = [x + lean, base - h];
  const trunk = `<path d="M${x} ${base} Q${x + lean * 0.2} ${base - h * 0.6} ${top[0]} ${top[1]}" fill="none" stroke="#b0834f" stroke-width="26" stroke-linecap="round"/>`;
  const leaves = [-150, -110, -60, -20, 20]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      const tip: Point = [top[0] + Math.cos(a) * 190, top[1] + Math.sin(a) * 130 + 70];
      const mid: Point = [top[0] + Math.cos(a) * 110, top[1] + Math.sin(a) * 120 - 10];
      return `<path d="M${r(top[0])} ${r(top[1])} Q${r(mid[0])} ${r(mid[1] - 40)} ${r(tip[0])} ${r(tip[1])} Q${r(mid[0])} ${r(mid[1] + 10)} ${r(top[0])} ${r(top[1])} Z" fill="#4fae62"/>`;
    })
    .join('');
  return (
    trunk + leaves + circle(top[0] - 8, top[1] + 14, 14, '#8a5a2b') + circle(top[0] + 14, top[1] + 18, 13, '#8a5a2b')
  );
}

function beach(): string {
  return (
    `<defs>${linear('sky', ['#8ed3f7', '#d4f0fc'])}${linear('sea', ['#4cc0d9', '#2f9fc4'])}` +
    `${linear('sand', ['#fbe7b5', '#f0d08e'])}${glow('sunGlow', '#fff2a8', 0.7)}</defs>` +
    rect('url(#sky)') +
    sun(1380, 140, 65, '#ffe07a', 'sunGlow') +
    cloud(360, 120, 1.1) +
    cloud(880, 80, 0.8) +
    rect('url(#sea)', 0, 560, W, 340) +
    `<path d="M0 570 Q200 560 400 570 T800 570 T1200 570 T1600 570" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.4"/>` +
    hill(across([760, 730, 740, 700, 690, 710, 700]), 'url(#sand)') +
    `<path d="M-50 755 C200 725 380 740 560 715 S1000 690 1650 700" fill="none" stroke="#ffffff" stroke-width="8" opacity="0.55"/>` +
    palm(1430, 880, 430, -80) +
    // A beach umbrella on the left.
    `<path d="M210 860 L250 600" stroke="#8a6a4a" stroke-width="8"/>` +
    `<path d="M110 640 Q250 510 390 600 Z" fill="#ff8a80"/>` +
    `<path d="M200 612 Q250 540 300 620 Z" fill="#ffffff" opacity="0.7"/>` +
    circle(560, 850, 12, '#ffb39a') +
    polygon(
      [
        [1100, 860],
        [1112, 840],
        [1124, 860],
      ],
      '#f7a8c0',
    )
  );
}

function snowyMountains(): string {
  const rand = seededRandom(71);
  let snow = '';
  for (let i = 0; i < 120; i++) {
    const x = rand() * W;
    const y = rand() * H;
    const central = Math.abs(x - W / 2) < 450 && Math.abs(y - H / 2) < 250;
    snow += circle(x, y, 2 + rand() * 3, '#ffffff', ` opacity="${r(central ? 0.3 : 0.75)}"`);
  }
  const peak = (x: number, y: number, w: number, fill: string, cap: string) =>
    polygon(
      [
        [x - w, 720],
        [x, y],
        [x + w, 720],
      ],
      fill,
    ) +
    polygon(
      [
        [x, y],
        [x + w * 0.28, y + (720 - y) * 0.28],
        [x + w * 0.1, y + (720 - y) * 0.22],
        [x - w * 0.05, y + (720 - y) * 0.3],
        [x - w * 0.28, y + (720 - y) * 0.28],
      ],
      cap,
    );
  return (
    `<defs>${linear('sky', ['#a9cdee', '#dceaf7', '#f1f6fb'])}</defs>` +
    rect('url(#sky)') +
    peak(250, 260, 420, '#9fb3d6', '#ffffff') +
    peak(1350, 230, 450, '#9fb3d6', '#ffffff') +
    peak(800, 420, 380, '#b8c8e4', '#ffffff') +
    hill(across([760, 740, 755, 745, 735, 760, 740]), '#f4f8fc') +
    hill(across([840, 820, 830, 845, 825, 815, 835]), '#ffffff') +
    pine(90, 860, 300, '#4f8a74', '#6b4a32', '#ffffff') +
    pine(220, 850, 220, '#5f9c84', '#6b4a32', '#ffffff') +
    pine(1380, 850, 230, '#5f9c84', '#6b4a32', '#ffffff') +
    pine(1510, 860, 310, '#4f8a74', '#6b4a32', '#ffffff') +
    snow
  );
}

function cactus(x: number, base: number, h: number, fill: string): string {
  const w = h * 0.2;
  return (
    `<g fill="${fill}">` +
    `<rect x="${r(x - w / 2)}" y="${r(base - h)}" width="${r(w)}" height="${r(h)}" rx="${r(w / 2)}"/>` +
    `<rect x="${r(x - w * 1.6)}" y="${r(base - h * 0.7)}" width="${r(w * 0.7)}" height="${r(h * 0.35)}" rx="${r(w * 0.35)}"/>` +
    `<rect x="${r(x - w * 1.6)}" y="${r(base - h * 0.45)}" width="${r(w * 1.4)}" height="${r(w * 0.6)}" rx="${r(w * 0.3)}"/>` +
    `<rect x="${r(x + w * 0.9)}" y="${r(base - h * 0.85)}" width="${r(w * 0.7)}" height="${r(h * 0.4)}" rx="${r(w * 0.35)}"/>` +
    `<rect x="${r(x + w * 0.2)}" y="${r(base - h * 0.55)}" width="${r(w * 1.4)}" height="${r(w * 0.6)}" rx="${r(w * 0.3)}"/>` +
    `</g>`
  );
}

function desert(): string {
  return (
    `<defs>${linear('sky', ['#ffd59e', '#ffe9c7', '#fff4e0'])}${glow('sunGlow', '#fff1b8', 0.8)}</defs>` +
    rect('url(#sky)') +
    sun(1300, 170, 80, '#ffcf5c', 'sunGlow') +
    cloud(380, 140, 0.8, '#ffffff', 0.7) +
    // A distant mesa on the left.
    `<path d="M40 640 L110 520 L330 520 L390 640 Z" fill="#e9a97a"/>` +
    hill(across([690, 660, 680, 650, 670, 640, 660]), '#f4c98c') +
    hill(across([780, 740, 770, 790, 760, 730, 750]), '#ebb673') +
    hill(across([860, 840, 850, 870, 845, 835, 850]), '#e0a25f') +
    cactus(170, 840, 260, '#5ba36a') +
    cactus(1440, 830, 300, '#5ba36a') +
    cactus(1290, 850, 140, '#6cb37a') +
    circle(520, 860, 18, '#c98a4f') +
    circle(1100, 870, 12, '#c98a4f')
  );
}

function castle(x: number, base: number): string {
  const stone = '#e8defa';
  const shade = '#cdbfec';
  const roof = '#f07fa8';
  const tower = (tx: number, w: number, h: number) =>
    rect(stone, tx, base - h, w, h) +
    polygon(
      [
        [tx - 12, base - h],
        [tx + w / 2, base - h - w * 1.2],
        [tx + w + 12, base - h],
      ],
      roof,
    ) +
    `<path d="M${tx + w / 2} ${base - h - w * 1.2} l0 -40 l34 12 l-34 12" fill="#ffd166" stroke="#b28aa0" stroke-width="3"/>` +
    rect('#8d7bb8', tx + w / 2 - 9, base - h + 40, 18, 28);
  let walls = rect(shade, x, base - 200, 340, 200);
  for (let i = 0; i < 7; i++) walls += rect(shade, x + i * 50, base - 226, 30, 26);
  return (
    walls +
    tower(x - 60, 90, 300) +
    tower(x + 310, 90, 300) +
    tower(x + 120, 100, 380) +
    `<path d="M${x + 130} ${base} L${x + 130} ${base - 80} A40 40 0 0 1 ${x + 210} ${base - 80} L${x + 210} ${base} Z" fill="#8d6bb0"/>`
  );
}

function fairyTale(): string {
  return (
    `<defs>${linear('sky', ['#cdb8f5', '#f3d3ee', '#ffe8e0'])}</defs>` +
    rect('url(#sky)') +
    // A faint rainbow on the left, mostly behind the hills.
    ['#ff9aa2', '#ffd3a5', '#fff3a5', '#b5ead7', '#a0c4ff', '#cdb4ff']
      .map(
        (c, i) =>
          `<path d="M${-100 + i * 18} 760 A${330 - i * 18} ${330 - i * 18} 0 0 1 ${560 - i * 18} 760" fill="none" stroke="${c}" stroke-width="18" opacity="0.4"/>`,
      )
      .join('') +
    cloud(900, 120, 1, '#ffffff', 0.85) +
    cloud(420, 200, 0.7, '#ffffff', 0.75) +
    hill(across([720, 700, 690, 680, 640, 600, 620]), '#a9dfa6') +
    castle(1180, 640) +
    hill(across([820, 800, 810, 790, 770, 760, 770]), '#8fd08e') +
    [120, 200, 330, 1000, 1120].map((x, i) => circle(x, 850 - (i % 2) * 12, 10, i % 2 ? '#fff2a8' : '#ffa8c8')).join('')
  );
}

function nightMeadow(): string {
  const rand = seededRandom(97);
  let fireflies = '';
  for (let i = 0; i < 22; i++) {
    const x = i % 2 === 0 ? rand() * 420 : W - rand() * 420;
    const y = 600 + rand() * 260;
    fireflies += circle(x, y, 14, 'url(#firefly)') + circle(x, y, 3, '#fff5a8');
  }
  return (
    `<defs>${linear('sky', ['#1d2a5b', '#2f3f7d', '#4a5a99'])}${glow('moonGlow', '#fff7d6', 0.5)}` +
    `${glow('firefly', '#fff27a', 0.7)}</defs>` +
    rect('url(#sky)') +
    stars(113, 160, [0, 0, W, 620], '#fffbe8') +
    sun(1330, 160, 70, '#fff4c9', 'moonGlow') +
    circle(1305, 140, 14, '#ecdfae', ' opacity="0.6"') +
    circle(1355, 185, 10, '#ecdfae', ' opacity="0.6"') +
    cloud(420, 170, 0.9, '#6574b3', 0.6) +
    hill(across([720, 690, 700, 680, 695, 670, 690]), '#2e5a5c') +
    hill(across([800, 780, 795, 810, 785, 770, 790]), '#254c4e') +
    roundTree(170, 820, 300, '#1f4143', '#1a3032', '#2e5a5c') +
    roundTree(1460, 810, 260, '#1f4143', '#1a3032', '#2e5a5c') +
    fireflies
  );
}

function jungle(): string {
  const leaf = (x: number, y: number, len: number, deg: number, fill: string) =>
    `<path transform="translate(${r(x)} ${r(y)}) rotate(${deg})" d="M0 0 Q${r(len * 0.5)} ${r(-len * 0.28)} ${r(len)} 0 Q${r(len * 0.5)} ${r(len * 0.28)} 0 0 Z" fill="${fill}"/>`;
  let edges = '';
  for (let i = 0; i < 7; i++) {
    edges += leaf(-40, 120 + i * 120, 260 - (i % 3) * 30, -20 + (i % 4) * 14, i % 2 ? '#3f9a55' : '#2f844a');
    edges += leaf(W + 40, 100 + i * 125, 260 - (i % 3) * 30, 200 - (i % 4) * 14, i % 2 ? '#3f9a55' : '#2f844a');
  }
  const vines = [260, 420, 1180, 1350]
    .map(
      (x, i) =>
        `<path d="M${x} -10 Q${x + 30} ${90 + i * 20} ${x - 10} ${170 + i * 30}" fill="none" stroke="#4c9a4f" stroke-width="7" stroke-linecap="round"/>`,
    )
    .join('');
  return (
    `<defs>${linear('sky', ['#d4efc2', '#eef8df', '#f8f3d2'])}${glow('light', '#fffbe0', 0.7)}</defs>` +
    rect('url(#sky)') +
    `<ellipse cx="800" cy="380" rx="600" ry="360" fill="url(#light)"/>` +
    hill(across([640, 600, 620, 590, 610, 580, 620]), '#a8d68f') +
    hill(across([760, 730, 750, 740, 720, 745, 730]), '#7fbf6e') +
    hill(across([860, 840, 850, 835, 850, 845, 830]), '#5ea85a') +
    vines +
    edges +
    circle(520, 840, 14, '#ff9bb3') +
    circle(1080, 850, 14, '#ffd36e')
  );
}

function farm(): string {
  let fence = '';
  for (let x = 560; x < 1560; x += 70) fence += rect('#f6efe0', x, 700, 14, 70);
  fence += rect('#f6efe0', 560, 715, 1000, 10) + rect('#f6efe0', 560, 745, 1000, 10);
  return (
    `<defs>${linear('sky', ['#92d2f5', '#d6effb'])}${glow('sunGlow', '#fff3b0', 0.7)}</defs>` +
    rect('url(#sky)') +
    sun(1420, 130, 60, '#ffe27a', 'sunGlow') +
    cloud(700, 110, 1) +
    cloud(1050, 190, 0.7) +
    hill(across([660, 630, 650, 620, 640, 610, 630]), '#c6e59a') +
    hill(across([760, 750, 740, 760, 745, 735, 750]), '#9fd47a') +
    // The barn on the left.
    rect('#d9534f', 90, 520, 300, 260) +
    polygon(
      [
        [70, 530],
        [240, 400],
        [410, 530],
      ],
      '#a63d3a',
    ) +
    rect('#ffffff', 190, 640, 100, 140) +
    `<path d="M190 640 L290 780 M290 640 L190 780" stroke="#d9534f" stroke-width="10"/>` +
    rect('#ffffff', 215, 560, 50, 40) +
    fence +
    roundTree(1480, 780, 240, '#6cb556', '#7a5335', '#a8e08f') +
    hill(across([860, 845, 855, 840, 850, 845, 855]), '#86c96b')
  );
}

/** The scenes, in the order the library lists them. Names follow the image name rule (letters and spaces). */
export const OFFICIAL_BACKGROUNDS: readonly BackgroundSpec[] = [
  { name: 'Sunny Hills', tags: ['sky', 'hills', 'nature', 'day'], draw: sunnyHills },
  { name: 'Outer Space', tags: ['space', 'stars', 'planets', 'night'], draw: outerSpace },
  { name: 'Under The Sea', tags: ['sea', 'water', 'fish', 'nature'], draw: underTheSea },
  { name: 'Forest', tags: ['forest', 'trees', 'nature'], draw: forest },
  { name: 'City', tags: ['city', 'buildings', 'town'], draw: citySkyline },
  { name: 'Beach', tags: ['beach', 'sea', 'summer'], draw: beach },
  { name: 'Snowy Mountains', tags: ['snow', 'mountains', 'winter'], draw: snowyMountains },
  { name: 'Desert', tags: ['desert', 'sand', 'hot'], draw: desert },
  { name: 'Fairy Tale Castle', tags: ['castle', 'fantasy', 'rainbow'], draw: fairyTale },
  { name: 'Night Meadow', tags: ['night', 'moon', 'stars', 'nature'], draw: nightMeadow },
  { name: 'Jungle', tags: ['jungle', 'leaves', 'nature'], draw: jungle },
  { name: 'Farm', tags: ['farm', 'barn', 'countryside'], draw: farm },
];

/** A scene as a complete SVG document of 1600×900. */
export function backgroundSvg(spec: BackgroundSpec): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `${spec.draw()}</svg>`
  );
}
