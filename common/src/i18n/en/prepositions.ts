/** English texts of the game 'prepositions' (its screens; never the lesson's words it speaks). */
const prepositions = {};

export default prepositions;
