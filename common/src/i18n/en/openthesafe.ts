/** English texts of the game 'openthesafe' (its screens; never the lesson's words it speaks). */
const openthesafe = {};

export default openthesafe;
