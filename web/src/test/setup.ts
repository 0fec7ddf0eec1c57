// Every web test file's setup. A file that runs in Node instead of jsdom (`// @vitest-environment node`: the
// printables' PDF library, which must run without a DOM) has no page, no React and no i18n to set up.
export {};
if (typeof window !== 'undefined') await (await import('./dom-setup')).setUpPage();
