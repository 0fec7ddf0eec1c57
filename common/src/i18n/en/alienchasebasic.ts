/** English texts of the game 'alienchasebasic' (its screens; never the lesson's words it speaks). */
const alienchasebasic = {};

export default alienchasebasic;
