import { GET_ONE_NOW, gameLockPrompt, START_TRIAL_NOW } from '../../api/games';

/** English texts of the 'dashboard' namespace: the specs' texts exactly as written. */
const dashboard = {
  title: 'Dashboard',
  welcome: 'Welcome, {{name}}!',
  planBadge: 'Your plan: open your profile',
  banner: {
    heading: 'Pick a word list, then pick a game!',
    text: 'Everything you play uses the words of the list you have selected.',
  },
  noWordlists: {
    ariaLabel: 'Create your first wordlist',
    heading: 'You have no wordlists yet!',
    text: "Create one with your class's words, or save one from the public collection, then pick a game.",
    button: 'Create Your Wordlists',
  },
  trial: {
    ariaLabel: 'Try Pro for free',
    heading: 'Enjoyed that game? Unlock all of them!',
    text: 'Try Pro free for {{days}} days: every released game, your own pictures and sharing your lists. No payment details needed, one click and it starts.',
    button: 'Start My Free Trial',
  },
  thanks: {
    ariaLabel: 'Thank you',
    heading: 'Thank you for playing with us!',
    text: 'Found a bug, or have an idea for a game? Please <contact>tell us about it</contact>: we read every message.',
  },
  panel: {
    heading: 'Your word lists',
    loading: 'Loading your wordlists',
    loadFailed: 'Your wordlists could not be loaded.',
    empty: 'You have no wordlists yet.',
    create: 'Create A Wordlist',
    more: ' … and {{number}} more',
    noneSelected: 'No wordlist is selected yet: choose one below.',
    switch: 'Switch wordlist',
    choose: 'Choose a wordlist',
    selectOnAllDevices: 'select on all devices',
    manage: 'Manage My Wordlists',
    classes: 'Playing with a class? Keep its scores and the words it finds hard:',
    activate: 'Activate your e-mail address to make and choose word lists.',
    activateLink: 'Activate your e-mail',
  },
  games: {
    heading: 'Games',
    comingSoonNote: "Games marked 'Coming soon' are still being built. They will be ready to play here soon!",
    play: 'Play {{name}}',
    playTag: 'PLAY',
    comingSoon: 'Coming soon',
    lockPro: gameLockPrompt({ needs_pro: true, needs_premium: false }),
    lockPremium: gameLockPrompt({ needs_pro: true, needs_premium: true }),
    startTrialNow: START_TRIAL_NOW,
    getOneNow: GET_ONE_NOW,
  },
};

export default dashboard;
