// Numbers as a child hears them in a British classroom: 'thirteen', 'twenty-one', 'one hundred and five',
// 'one thousand'. Number Line says its questions with them; the Number Wheel's spoken result is the same words.

const UNDER_TWENTY = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'] as const;

/** The largest number said in words (a million is past any number line or wheel of the catalogue). */
export const MAX_NUMBER_IN_WORDS = 999_999;

/** 1 to 99: 'seven', 'thirteen', 'forty', 'forty-two'. */
function belowHundred(n: number): string {
  if (n < 20) return UNDER_TWENTY[n]!;
  const ones = n % 10;
  return ones === 0 ? TENS[n / 10]! : `${TENS[Math.floor(n / 10)]!}-${UNDER_TWENTY[ones]!}`;
}

/** 1 to 999: 'one hundred', 'one hundred and five', 'nine hundred and ninety-nine'. */
function belowThousand(n: number): string {
  if (n < 100) return belowHundred(n);
  const rest = n % 100;
  const hundreds = `${UNDER_TWENTY[Math.floor(n / 100)]!} hundred`;
  return rest === 0 ? hundreds : `${hundreds} and ${belowHundred(rest)}`;
}

/**
 * A whole number from 0 to 999 999 in words, British style: 'and' after the hundreds and before a last part below a
 * hundred ('one hundred and five', 'one thousand and twenty'), hyphens in 21–99 ('twenty-one'). Anything else throws:
 * a game that says a fraction or a negative number has a bug.
 */
export function numberToWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > MAX_NUMBER_IN_WORDS) {
    throw new RangeError(`${n} is not a whole number from 0 to ${MAX_NUMBER_IN_WORDS}`);
  }
  if (n === 0) return UNDER_TWENTY[0];
  if (n < 1000) return belowThousand(n);
  const rest = n % 1000;
  const thousands = `${belowThousand(Math.floor(n / 1000))} thousand`;
  if (rest === 0) return thousands;
  return rest < 100 ? `${thousands} and ${belowHundred(rest)}` : `${thousands} ${belowThousand(rest)}`;
}
