/** English texts of the game 'fighters' (its screens; never the lesson's words it speaks). */
const fighters = {};

export default fighters;
