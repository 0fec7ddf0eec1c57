/** English texts of the 'player' namespace: the specs' texts exactly as written. */
const player = {};

export default player;
