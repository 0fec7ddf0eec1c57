/**
 * English texts of the printables (issue 20): `pdf` is what the PDFs print around the list's words (the library in
 * web/src/features/printables/pdf reads them through the `t` its caller passes); the print dialog's texts sit
 * beside it.
 */
const printables = {
  pdf: {
    flashcards: {
      title: 'Flashcards: {{theme}}',
    },
    bingo: {
      title: 'Bingo: {{theme}}',
      name: 'Name:',
      free: 'FREE',
      card: 'Card {{number}} of {{count}}',
      caller: "Caller's sheet: {{theme}}",
      callerHelp: 'Tick each word as you call it. {{cards}} different cards, {{size}} × {{size}}.',
      repeats: 'This list has {{words}} words for {{squares}} squares: some words are on a card twice.',
    },
    wordsearch: {
      title: 'Word search: {{theme}}',
      name: 'Name:',
      find: 'Find these words:',
      answers: 'Answer key: {{theme}}',
      leftOut: 'Not in this puzzle: {{words}}',
      none: 'None of these words fits a word search (each needs 2 to {{size}} letters).',
    },
    matching: {
      title: 'Match the pictures: {{theme}}',
      name: 'Name:',
      help: 'Draw a line from each picture to its word.',
      leftOut: 'Left out (no picture): {{words}}',
      none: 'No word in this list has a picture, so there is nothing to match.',
    },
    more: '… and {{count}} more',
  },
  dialog: {
    title: 'Print: {{theme}}',
    what: 'What to print',
    kinds: {
      flashcards: 'Flashcards',
      flashcardsAbout: 'Each word with its picture, big, with lines to cut along.',
      bingo: 'Bingo cards',
      bingoAbout: "A different card for every pupil, and the caller's sheet to tick.",
      wordsearch: 'Word search',
      wordsearchAbout: "The game's letter grid on paper, with its answer key.",
      matching: 'Matching worksheet',
      matchingAbout: 'Pupils draw a line from each picture to its word.',
      twister: 'Twister mat',
      twisterAbout: 'A floor mat to tape together: a sheet map and a sheet for each word (its first 40).',
    },
    perPage: 'Cards per page',
    cards: 'Number of cards',
    cardsHelp: 'One for each pupil: 1 to 40.',
    grid: 'Grid',
    gridSize: '{{size}} × {{size}}',
    size: 'Grid size',
    directions: 'Directions',
    acrossDown: 'Across and down',
    diagonal: '+ Diagonal',
    backwards: '+ Backwards',
    paper: 'Paper',
    a4: 'A4',
    letter: 'Letter',
    make: 'Make PDF',
    making: 'Making your PDF…',
    done: 'Your PDF is ready: look in your downloads.',
    close: 'Close',
    failed: 'The PDF could not be made. Please try again.',
    noWords: 'This list has no words to print.',
    noPictures: 'No word in this list has a picture yet: give some words pictures to make a matching worksheet.',
  },
};

export default printables;
