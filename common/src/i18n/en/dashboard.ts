/** English texts of the 'dashboard' namespace: the specs' texts exactly as written. */
const dashboard = {};

export default dashboard;
