// Vite's `import.meta.glob`, the one part of vite/client the kit uses (games/kit/game-names.ts); the games project
// does not load vite/client's types (they would type `import.meta.env` and asset imports it must not rely on).
interface ImportMeta {
  glob<T = unknown>(pattern: string, options: { eager: true; import: string }): Record<string, T>;
}
