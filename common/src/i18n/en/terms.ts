/** English texts of the 'terms' namespace: the specs' texts exactly as written. */
const terms = {};

export default terms;
