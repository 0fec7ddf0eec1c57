/** English texts of the 'pages' namespace: the specs' texts exactly as written. */
const pages = {};

export default pages;
