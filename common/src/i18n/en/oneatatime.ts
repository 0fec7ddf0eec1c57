/** English texts of the game 'oneatatime' (its screens; never the lesson's words it speaks). */
const oneatatime = {};

export default oneatatime;
