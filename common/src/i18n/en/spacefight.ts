/** English texts of the game 'spacefight' (its screens; never the lesson's words it speaks). */
const spacefight = {};

export default spacefight;
