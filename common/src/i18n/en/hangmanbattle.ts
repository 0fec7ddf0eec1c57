/** English texts of the game 'hangmanbattle' (its screens; never the lesson's words it speaks). */
const hangmanbattle = {};

export default hangmanbattle;
