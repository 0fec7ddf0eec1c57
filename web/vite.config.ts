import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The API server of `npm start` / `npm run dev -w @playwords/server`.
const API_ORIGIN = 'http://localhost:3000';

/**
 * Preloads the Nunito weights the first screen uses (performance.md: fonts subset and preloaded), so text does
 * not repaint when the font arrives. The files are hashed, so the links are added after the bundle is written.
 */
function preloadFonts(): Plugin {
  const wanted = /nunito-latin-(400|700|800)-normal-[\w-]+\.woff2$/;
  return {
    name: 'playwords:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return Object.keys(context.bundle ?? {})
          .filter((file) => wanted.test(file))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadFonts()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The landing page's budget is checked on gzipped output; keep sourcemaps out of dist.
    sourcemap: false,
    // scripts/check-budgets.mjs reads the chunk graph from .vite/manifest.json.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
    },
  },
});
