/** The activation page's waits (accounts §9): to /login after activation, to / after an invalid link. */
export const ACTIVATED_REDIRECT_SECONDS = 5;
export const INVALID_LINK_REDIRECT_MS = 1000;
