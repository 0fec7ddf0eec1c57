/** English texts of the lessons pages (issue 21). */
const lessons = {
  title: 'Lesson Plans',
};

export default lessons;
