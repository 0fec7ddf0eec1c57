/** English texts of the game 'wordwheel' (its screens; never the lesson's words it speaks). */
const wordwheel = {};

export default wordwheel;
