/** English texts of the game 'alienchase' (its screens; never the lesson's words it speaks). */
const alienchase = {};

export default alienchase;
