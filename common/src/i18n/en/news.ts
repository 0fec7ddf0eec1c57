/** English texts of the 'news' namespace: the specs' texts exactly as written. */
const news = {};

export default news;
