import classes from './word-banner.module.css';

// Words a young class meets in its first English lessons, each floating in its own colour bubble.
const WORDS: ReadonlyArray<{ word: string; color: string }> = [
  { word: 'cat', color: '#ff6b6b' },
  { word: 'apple', color: '#51cf66' },
  { word: 'sun', color: '#fab005' },
  { word: 'blue', color: '#339af0' },
  { word: 'jump', color: '#cc5de8' },
  { word: 'happy', color: '#ff922b' },
  { word: 'fish', color: '#22b8cf' },
  { word: 'star', color: '#f06595' },
];

const LETTERS = ['P', 'L', 'A', 'Y'];

/** The animated banner of the landing page: CSS only, and still when the user prefers reduced motion. */
export function WordBanner() {
  return (
    <div className={classes.banner} aria-hidden="true">
      <div className={classes.letters}>
        {LETTERS.map((letter, index) => (
          <span key={letter} className={classes.letter} style={{ animationDelay: `${index * 0.15}s` }}>
            {letter}
          </span>
        ))}
      </div>
      {WORDS.map(({ word, color }, index) => (
        <span
          key={word}
          className={classes.bubble}
          style={{
            background: color,
            left: `${(index % 4) * 24 + 4}%`,
            top: `${index < 4 ? 8 : 66}%`,
            animationDelay: `${index * -0.7}s`,
            animationDuration: `${5 + (index % 3)}s`,
          }}
        >
          {word}
        </span>
      ))}
    </div>
  );
}
