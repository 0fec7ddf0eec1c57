/** Texts of the sign-up and login forms (accounts §5, §8). */
export const REQUIRED_TEXT = 'You must fill out this field.';
export const PASSWORD_MISMATCH_TEXT = "The password doesn't match.";
export const SIGNUP_FAILED_TEXT = 'Something went wrong. Try refreshing the page.';
export const ACCOUNT_CREATED_TEXT = 'Account Created!';
/** Seconds between "Account Created!" and the move to /login (accounts §9). */
export const SIGNUP_REDIRECT_SECONDS = 10;
