/** English texts of the 'wordlists' namespace: the specs' texts exactly as written. */
const wordlists = {};

export default wordlists;
