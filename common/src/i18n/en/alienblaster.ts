/** English texts of the game 'alienblaster' (its screens; never the lesson's words it speaks). */
const alienblaster = {};

export default alienblaster;
