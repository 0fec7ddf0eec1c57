/** English texts of the 'kit' namespace: the specs' texts exactly as written. */
const kit = {};

export default kit;
