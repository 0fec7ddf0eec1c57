import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The game pages on their own (every-game-boots.spec.ts, a new game's game-<key>.spec.ts): they need the built
// games/dist and Chromium, not the server, so this config starts none. CI runs it on the scaffold's demo game.
export default defineConfig({
  ...base,
  testMatch: ['every-game-boots.spec.ts', 'game-*.spec.ts'],
  webServer: undefined,
});
