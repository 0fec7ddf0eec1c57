/** English texts of the game 'wordsearch' (its screens; never the lesson's words it speaks). */
const wordsearch = {};

export default wordsearch;
