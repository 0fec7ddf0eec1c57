import type { Language } from './languages';

/**
 * Dates, numbers and money in the reader's locale, through Intl (no locale data is shipped). Money is in integer
 * minor units with its ISO currency code, as everywhere in the product: ¥39.00 / $5.99.
 */
export function formatMoney(minorUnits: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(
    minorUnits / 100,
  );
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A calendar date ('November 26, 2026' / '2026年11月26日'); `options` narrows or widens what is shown. */
export function formatDate(
  value: Date | string | number,
  language: Language,
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' },
): string {
  return new Intl.DateTimeFormat(language, options).format(new Date(value));
}

export function formatDateTime(value: Date | string | number, language: Language): string {
  return formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' });
}
