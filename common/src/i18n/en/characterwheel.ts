/** English texts of the game 'characterwheel' (its screens; never the lesson's words it speaks). */
const characterwheel = {};

export default characterwheel;
