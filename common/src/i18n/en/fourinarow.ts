/** English texts of the game 'fourinarow' (its screens; never the lesson's words it speaks). */
const fourinarow = {};

export default fourinarow;
