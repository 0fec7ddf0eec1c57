/** Seconds between "Account Created!" and the move to /login (accounts §9). */
export const SIGNUP_REDIRECT_SECONDS = 10;
