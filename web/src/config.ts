/**
 * The web app's settings, in one place. Nothing here depends on the build mode: the app and the API share
 * an origin (api-contract.md), so the API lives under /api wherever the app is served from.
 */

/** Prefix of every API call. */
export const API_BASE = '/api';
