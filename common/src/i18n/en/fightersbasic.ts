/** English texts of the game 'fightersbasic' (its screens; never the lesson's words it speaks). */
const fightersbasic = {};

export default fightersbasic;
