/** English texts of the game 'wordbrain' (its screens; never the lesson's words it speaks). */
const wordbrain = {};

export default wordbrain;
