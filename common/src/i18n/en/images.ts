/** English texts of the 'images' namespace: the specs' texts exactly as written. */
const images = {};

export default images;
