import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The game pages on their own (every-game-boots.spec.ts, a scaffolded game's game-<key>.spec.ts): they need the built
// games/dist and Chromium, not the server, so this config starts none. CI runs it on the scaffold's demo game.
export default defineConfig({
  ...base,
  // Only the scaffolded game's own spec (NEW_GAME, `demo` in CI): the built games' specs sign in, so need the server.
  testMatch: ['every-game-boots.spec.ts', `game-${process.env.NEW_GAME ?? 'demo'}.spec.ts`],
  webServer: undefined,
});
