/** English texts of the 'landing' namespace: the specs' texts exactly as written. */
const landing = {};

export default landing;
