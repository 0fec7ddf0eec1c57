import { PRESENT_ONE_AT_A_TIME } from '../../api/games';

/**
 * English texts of the 'auth' namespace (Log In, Sign Up, Welcome back, and the shared pieces of the lazy pages): the
 * specs' texts exactly as written.
 */
const auth = {
  required: 'You must fill out this field.',
  username: 'Username',
  password: 'Password',
  login: {
    remember: 'Remember me for a week',
    forgot: 'forgot password?',
    noAccount: 'No account yet?',
    expired:
      'You have been automatically logged out. Your session expired or you have logged in with too many devices. Please log in again.',
  },
  signup: {
    title: 'Create An Account!',
    confirm: 'Confirm Password',
    email: 'Email',
    displayName: 'Display Name',
    displayNameHint: 'Optional. Shown instead of your username.',
    terms: 'I accept the <terms>Terms and Conditions</terms>',
    haveAccount: 'Already have an account?',
    mismatch: "The password doesn't match.",
    failed: 'Something went wrong. Try refreshing the page.',
    created: 'Account Created!',
    destination: 'the login page',
    goNow: 'Go to Log In now',
  },
  welcome: {
    title: 'Welcome back',
    heading: 'Welcome back!',
    text: 'Good to see you again. Log in to get back to your word lists and games.',
    newHere: 'New here?',
  },
  // The shared pieces only lazy pages show (the code box, the countdown, the review dialog, search, Present one at a
  // time, the confirm modals): here rather than in `common`, which the first page downloads with the app.
  yes: 'Yes',
  cancel: 'Cancel',
  tryAgain: 'Try again',
  search: 'Search',
  code: {
    label: 'Confirmation Code',
    hint: 'The {{length}} characters from the email.',
    loading: 'Checking the code',
    valid: 'The code is valid',
    invalid: 'The code is invalid',
    wrong: 'That code is not right. Check it and type it again.',
    accepted: 'Code accepted!',
  },
  countdown_one: 'Taking you to {{destination}} in <b>{{count}}</b> second.',
  countdown_other: 'Taking you to {{destination}} in <b>{{count}}</b> seconds.',
  review: {
    why: 'Why? (optional)',
    send: 'Send for review',
  },
  present: {
    /** common/src/api/games.ts's PRESENT_ONE_AT_A_TIME. */
    label: PRESENT_ONE_AT_A_TIME,
    pro: 'Unlock this game with Pro or Premium.',
    premium: 'A Premium beta game: unlock it with Premium.',
  },
};

export default auth;
