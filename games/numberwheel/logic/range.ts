// The Number Wheel's range and what the tool says about it. Pure, unit-tested.
import { numberToWords } from '../../mechanics/numbers/number-words';
import { WHEEL_MAX_SEGMENTS } from '../../mechanics/wheel/pool';
import { reelCount } from '../../mechanics/wheel/roller';
import { t } from '../texts';

/** The largest number the tool draws (four reels). */
export const NUMBER_WHEEL_MAX = 9999;

/** The smallest numbers the teacher panel offers (its ◀ ▶ step through them). */
export const SMALLEST_CHOICES = ['0', '1', '2', '3', '4', '5', '10', '11', '20', '21', '50', '100', '101', '1000'];

/**
 * The largest numbers it offers: every one up to 30 (a class's size, a wheel's), then rounder ones up to 9999, so the
 * usual 10 and 1000 are a few presses away (the choices wrap round).
 */
export const LARGEST_CHOICES = [
  ...Array.from({ length: 29 }, (_, i) => String(i + 2)),
  ...['35', '40', '45', '50', '60', '70', '80', '90', '100', '120', '150', '200', '250', '300', '400', '500'],
  ...['1000', '2000', '5000', '9999'],
];

/** What the tool says besides the kit's WheelPanel (its texts are the numberwheel catalogue's). */
export const NUMBER_WHEEL_TEXT = {
  /** On the card while the reels roll. */
  rolling: '?',
} as const;

export interface NumberRange {
  min: number;
  max: number;
  /** How many numbers: max − min + 1. */
  count: number;
  /** A wheel of every number up to WHEEL_MAX_SEGMENTS of them, a digit roller above. */
  mode: 'wheel' | 'roller';
  /** The roller's reels: the digits of `max`. */
  reels: number;
}

/** The range of the settings' smallest and largest numbers, or null when it is not one (the smallest not below). */
export function numberRange(min: number, max: number): NumberRange | null {
  const whole = (n: number) => Number.isInteger(n) && n >= 0 && n <= NUMBER_WHEEL_MAX;
  if (!whole(min) || !whole(max) || min >= max) return null;
  const count = max - min + 1;
  return { min, max, count, mode: count <= WHEEL_MAX_SEGMENTS ? 'wheel' : 'roller', reels: reelCount(max) };
}

/** What the card says when the settings make no range: the teacher changes them in the panel. */
export function rangeProblem(min: number, max: number): string {
  return t('range.problem', { min, max });
}

/** The number of the range's item `item` (0 is the smallest). */
export function numberAt(range: NumberRange, item: number): number {
  return range.min + item;
}

/** A number as the tool says it aloud and writes it under the digits: 'one hundred and five'. */
export function spokenNumber(n: number): string {
  return numberToWords(n);
}

/** The range as the roller's heading says it: '1 to 1000'. */
export function rangeLabel(range: NumberRange): string {
  return t('range.label', { min: range.min, max: range.max });
}

/** What each digit reads as upside down (those that read as none are left out). */
const UPSIDE_DOWN: Record<string, string> = { '0': '0', '1': '1', '6': '9', '8': '8', '9': '6' };

/**
 * Whether a number turned upside down (as on the far side of a wheel) reads as another number: 6 and 9, 16 and 91, 86
 * and 98; a wheel underlines those. 69 and 88 read as themselves; 10 reads as '01', which is no number.
 */
export function readsAsAnother(n: number): boolean {
  const digits = String(n).split('');
  if (!digits.every((d) => d in UPSIDE_DOWN)) return false;
  const turned = digits
    .reverse()
    .map((d) => UPSIDE_DOWN[d]!)
    .join('');
  return turned !== String(n) && !turned.startsWith('0');
}

/** What the card says when elimination has left one number: 'Only 42 is left!' (the voice says it in English). */
export function lastOneShown(value: number): string {
  return t('lastOne', { number: value });
}

/** The line under the card: the range, and with elimination how many are left. */
export function rangeInfo(range: NumberRange, left: number, eliminate: boolean): string {
  const span = rangeLabel(range);
  return eliminate ? t('range.left', { span, left, count: range.count }) : span;
}

/** The numbers drawn so far with elimination, the newest first, at most `most` of them: 'Drawn: 42, 7, 311…'. */
export function drawnLine(drawn: readonly number[], most = 8): string {
  if (drawn.length === 0) return '';
  const newest = drawn.slice(-most).reverse();
  return t('drawn', { numbers: `${newest.join(', ')}${drawn.length > most ? '…' : ''}` });
}
