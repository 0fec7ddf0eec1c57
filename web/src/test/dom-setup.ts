// The page every jsdom test file starts from: the layout APIs jsdom lacks, a blank page and English before and after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initTestI18n } from './i18n';

// CI machines have two cores shared by four test projects: a page that renders in 50 ms alone can take seconds
// there. Waiting longer costs nothing when tests pass and turns load into slowness instead of failures.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine asks for.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => undefined;
// Mantine's autosizing Textarea listens to `document.fonts` (the font loading API), which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
Element.prototype.scrollIntoView = () => undefined;

/**
 * A blank page: the files of a worker share one jsdom (isolate: false in vitest.config.ts), so every file starts
 * from one, and every test leaves one, whatever the test before it did.
 */
function blankPage(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.title = '';
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
}
/**
 * What every jsdom test file runs before its tests. A function, called by setup.ts for each file: in a shared worker
 * this module is imported once, so its top level would run (and register the hooks) for the first file only.
 */
export async function setUpPage(): Promise<void> {
  blankPage();
  await initTestI18n();
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    blankPage();
    // A test that switched to 中文 leaves the next one in English.
    await initTestI18n();
  });
}
