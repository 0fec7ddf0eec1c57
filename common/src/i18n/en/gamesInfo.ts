/** English texts of the 'gamesInfo' namespace: the specs' texts exactly as written. */
const gamesInfo = {};

export default gamesInfo;
