/** English texts of the 'auth' namespace: the specs' texts exactly as written. */
const auth = {};

export default auth;
