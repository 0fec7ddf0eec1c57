/** English texts of the game 'numberline' (its screens; never the lesson's words it speaks). */
const numberline = {};

export default numberline;
