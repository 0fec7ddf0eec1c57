/** English texts of the classes pages (issue 21). */
const classes = {
  title: 'My Classes',
  totals: {
    label: 'Scores',
    lesson: 'This lesson',
    allTime: 'All time',
    leader: 'Leading',
  },
};

export default classes;
