/** English texts of the game 'ufoblockade' (its screens; never the lesson's words it speaks). */
const ufoblockade = {};

export default ufoblockade;
