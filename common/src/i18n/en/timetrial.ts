/** English texts of the game 'timetrial' (its screens; never the lesson's words it speaks). */
const timetrial = {};

export default timetrial;
