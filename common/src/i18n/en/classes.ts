/** English texts of the classes pages (issue 21). */
const classes = {
  title: 'My Classes',
};

export default classes;
