/** English texts of the game 'numberwheel' (its screens; never the lesson's words it speaks). */
const numberwheel = {};

export default numberwheel;
