/** English texts of the 'profile' namespace: the specs' texts exactly as written. */
const profile = {};

export default profile;
