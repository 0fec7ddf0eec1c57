/** English texts of the game 'twister' (its screens; never the lesson's words it speaks). */
const twister = {};

export default twister;
