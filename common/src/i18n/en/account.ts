/** English texts of the 'account' namespace: the specs' texts exactly as written. */
const account = {};

export default account;
