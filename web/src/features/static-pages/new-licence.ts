import type { LicenceDto } from '@playwords/common';

/** How long /success watches for the bought licence, and how often it asks (a webhook usually lands in seconds). */
export const LICENCE_WATCH_MS = 60_000;
export const LICENCE_POLL_MS = 3_000;

/** A purchase this long before the page opened still counts as the one just paid (the redirect can lag). */
const RECENT_PURCHASE_MS = 15 * 60_000;

/** What the licences looked like when the page first saw them: id → duration. */
export type LicenceSnapshot = ReadonlyMap<string, number>;

export function snapshotOf(licences: readonly LicenceDto[]): LicenceSnapshot {
  return new Map(licences.map((licence) => [licence.id, licence.duration]));
}

/**
 * The licence the payment bought, once it shows: a paid (not trial) licence bought since shortly before the page
 * opened, one the page had not seen, or one whose days grew (a one-time purchase of the running plan extends it,
 * accounts §4). Null while none does.
 */
export function findNewLicence(
  licences: readonly LicenceDto[],
  openedAt: number,
  snapshot: LicenceSnapshot | null,
): LicenceDto | null {
  for (const licence of licences) {
    if (licence.is_trial) continue;
    const purchased = Date.parse(licence.date_purchased);
    if (purchased >= openedAt - RECENT_PURCHASE_MS) return licence;
    if (!snapshot) continue;
    const before = snapshot.get(licence.id);
    if (before === undefined || before < licence.duration) return licence;
  }
  return null;
}
