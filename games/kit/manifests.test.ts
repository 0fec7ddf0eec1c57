import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARD_COLOURS, GAME_CATALOGUE, GAMES_WITH_TEMPLATE, type GameManifest } from '@playwords/common';

// Every catalogue game has a folder with its manifest (the one source of its card, tagline, teams and how-to);
// a built game is a folder with an index.html, and the catalogue's has_template (which the server and the web
// app read from common, which imports no game) must say exactly that.
const GAMES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const catalogueKeys = GAME_CATALOGUE.map((g) => g.internal_name).filter((key) => key !== 'none');
const manifests = Object.fromEntries(
  await Promise.all(
    catalogueKeys.map(async (key) => {
      const path = join(GAMES_DIR, key, 'manifest.ts');
      const manifest = existsSync(path) ? ((await import(path)) as { default: GameManifest }).default : null;
      return [key, manifest] as const;
    }),
  ),
);
const builtFolders = readdirSync(GAMES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'dev' && existsSync(join(GAMES_DIR, d.name, 'index.html')))
  .map((d) => d.name)
  .sort();

describe('game manifests', () => {
  it.each(catalogueKeys)('%s has a manifest in its folder, under its own key', (key) => {
    const manifest = manifests[key];
    expect(manifest?.key).toBe(key);
    expect(CARD_COLOURS).toContain(manifest?.card.color);
    expect(manifest?.card.blurb.length).toBeGreaterThan(10);
    expect(manifest?.howTo.length).toBeGreaterThan(0);
    for (const paragraph of manifest?.howTo ?? []) expect(paragraph.trim()).toBe(paragraph);
  });

  it('has_template is true for exactly the games whose folder has a page', () => {
    expect([...GAMES_WITH_TEMPLATE].sort()).toEqual(builtFolders);
  });

  it.each(builtFolders)('%s, a built game, has its title line and its teams', (key) => {
    const manifest = manifests[key];
    expect(manifest?.tagline).toBeTruthy();
    const teams = manifest?.teams;
    expect(teams && teams.min >= 1 && teams.min <= teams.default && teams.default <= teams.max && teams.max <= 4).toBe(
      true,
    );
  });
});
