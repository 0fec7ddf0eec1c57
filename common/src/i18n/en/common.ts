/** English texts shared by the whole app: its shell (header, footer, menus), shared components, generic errors. */
const common = {
  language: {
    /** The switch's accessible name, in both languages so either reader finds it. */
    label: 'Language / 语言',
  },
  errors: {
    noResponse: 'Unable to contact the servers. Check your internet connection or try again later.',
  },
};

export default common;
