/**
 * The web app's settings, in one place. Nothing here depends on the build mode: the app and the API share
 * an origin (api-contract.md), so the API lives under /api wherever the app is served from.
 */

/** Prefix of every API call. */
export const API_BASE = '/api';

/** Where teachers write to us (footer, contact and legal pages). */
export const CONTACT_EMAIL = 'hello@playwords.app';

/** The year the footer's copyright line names. */
export const COPYRIGHT_YEAR = 2023;
