import { GET_ONE_NOW, START_TRIAL_NOW } from '../../api/games';

/** English texts of the 'player' namespace: the specs' texts exactly as written. */
const player = {
  title: 'Game',
  backToDashboard: 'Back to the dashboard',
  goToMyWordlists: 'Go To My Wordlists',
  locked: {
    title: '{{name}} is locked',
    startTrialNow: START_TRIAL_NOW,
    getOneNow: GET_ONE_NOW,
  },
  chooseWordlist: {
    title: 'Choose a wordlist for {{name}}',
    text: "Games play with the words of your selected wordlist. Make one with your class's words, or save one of the ready-made public lists, then open the game again.",
    findPublic: 'Find public wordlists',
  },
  comingSoon: {
    title: '{{name}} is coming soon',
    text: "We're still building this game. It will be here soon!",
    meanwhile: 'Meanwhile, your class can play the games on your dashboard.',
    seeAll: 'See all games',
  },
  missing: {
    title: '{{name}} could not open',
    text: 'Your selected wordlist can no longer be found: it may have been deleted or made private. Choose another one and try again.',
  },
  offline: {
    title: 'You are offline',
    text: '{{name}} could not be loaded: there is no connection to the server. Check the network, then try again.',
    retry: 'Retry',
  },
  lesson: {
    ariaLabel: 'Lesson',
    progress: 'Lesson: {{name}} · Game {{step}} of {{count}}',
    progressUnknown: 'Lesson · Game {{step}}',
    next: 'Next →',
    nextHint: 'or press N',
  },
  frame: {
    goFullscreen: 'Go Fullscreen',
    portrait: {
      ariaLabel: 'Portrait mode',
      text: 'You seem to be in portrait mode.',
      smallScreen: 'use small screen',
      fullscreen: 'play fullscreen',
    },
  },
};

export default player;
