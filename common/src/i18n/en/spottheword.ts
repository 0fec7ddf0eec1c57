/** English texts of the game 'spottheword' (its screens; never the lesson's words it speaks). */
const spottheword = {};

export default spottheword;
