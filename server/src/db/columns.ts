import { timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is stored with its time zone and read as a Date (UTC instants; architecture § Data). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
