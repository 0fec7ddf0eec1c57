/** English texts of the 'contact' namespace: the specs' texts exactly as written. */
const contact = {};

export default contact;
