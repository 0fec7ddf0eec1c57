/** English texts shared by the whole app: its shell (header, footer, menus), shared components, generic errors. */
const common = {
  language: {
    /** The switch's accessible name, in both languages so either reader finds it. */
    label: 'Language / 语言',
  },
  errors: {
    noResponse: 'Unable to contact the servers. Check your internet connection or try again later.',
  },
  togglePassword: 'Toggle password visibility',
  skip: 'Skip to content',
  nav: {
    main: 'Main',
    mobile: 'Mobile',
    home: 'PlayWords home',
    dashboard: 'Dashboard',
    news: 'News',
    myWordlists: 'My Wordlists',
    myImages: 'My Images',
    myClasses: 'My Classes',
    lessonPlans: 'Lesson Plans',
    myProfile: 'My Profile',
    goPro: 'Go Pro',
    games: 'Games',
    pricing: 'Pricing',
    contactUs: 'Contact Us',
    logIn: 'Log In',
    signUp: 'Sign Up',
    logOut: 'Log Out',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    back: 'Back',
  },
  footer: {
    write: 'Send us a message',
    about: 'About Us',
    aboutText: 'We are a team of ESL teachers who make the games we wanted for our own classrooms.',
    explore: 'Explore',
    legal: 'Legal',
    howTo: 'How To Play',
    publicWordlists: 'Public Wordlists',
    publicImages: 'Public Images',
    terms: 'Terms and Conditions',
    cancellation: 'Cancellation',
    credit: 'Official pictures: <a>Fluent Emoji by Microsoft</a> (MIT licence)',
  },
  loading: 'LOADING...',
  loadingPage: 'Loading page',
  pageError: {
    title: 'This page did not load',
    text: 'Something went wrong. Try refreshing the page.',
    refresh: 'Refresh',
  },
};

export default common;
