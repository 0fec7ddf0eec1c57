/** English texts of the 'emails' namespace: the specs' texts exactly as written. */
const emails = {};

export default emails;
