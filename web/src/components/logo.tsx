import { PRODUCT_NAME } from '@playwords/common';
import classes from './logo.module.css';

// The brand's own letters, the same in every language.
const MARK_TEXT = 'abc';
const WORDMARK = ['Play', 'Words'] as const;

export interface LogoMarkProps {
  /** Width and height in pixels. */
  size?: number;
  /** Accessible name; pass '' when the mark sits next to text that already names it. */
  title?: string;
}

/** The PlayWords mark: a speech bubble with "abc" and a star. Also stands for the official account (id 21). */
export function LogoMark({ size = 40, title = PRODUCT_NAME }: LogoMarkProps) {
  const decorative = title === '';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative ? true : undefined}
      aria-label={decorative ? undefined : title}
      className={classes.mark}
    >
      <path
        d="M14 6h36a10 10 0 0 1 10 10v24a10 10 0 0 1-10 10H28l-12 10v-10h-2A10 10 0 0 1 4 40V16A10 10 0 0 1 14 6z"
        fill="#5b3df5"
      />
      <text
        x="32"
        y="36"
        textAnchor="middle"
        fontFamily="Nunito, 'Trebuchet MS', sans-serif"
        fontWeight="800"
        fontSize="22"
        fill="#ffffff"
      >
        {MARK_TEXT}
      </text>
      <path
        d="M52 2l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L52 16.8l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z"
        fill="#ffc933"
        stroke="#ffffff"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface LogoProps {
  size?: number;
}

/** The mark with the word mark beside it: "Play" in violet, "Words" in coral. */
export function Logo({ size = 40 }: LogoProps) {
  return (
    <span className={classes.logo}>
      <LogoMark size={size} title="" />
      <span className={classes.wordmark} style={{ fontSize: size * 0.6 }}>
        <span className={classes.play}>{WORDMARK[0]}</span>
        <span className={classes.words}>{WORDMARK[1]}</span>
      </span>
    </span>
  );
}
