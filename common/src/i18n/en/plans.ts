/** English texts of the 'plans' namespace: the specs' texts exactly as written. */
const plans = {};

export default plans;
