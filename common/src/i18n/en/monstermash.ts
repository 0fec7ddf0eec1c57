/** English texts of the game 'monstermash' (its screens; never the lesson's words it speaks). */
const monstermash = {};

export default monstermash;
