/** English texts of the game 'numberwheel' (its screens; never the lesson's words it speaks). */
const numberwheel = {
  settings: {
    min: 'Smallest number',
    max: 'Largest number',
    elimination: 'Elimination',
  },
  range: {
    problem: 'The smallest number ({{min}}) must be less than the largest ({{max}}). Change them in the teacher panel.',
    label: '{{min}} to {{max}}',
    left: '{{span}}: {{left}} of {{count}} left',
  },
  drawn: 'Drawn: {{numbers}}',
  lastOne: 'Only {{number}} is left!',
};

export default numberwheel;
