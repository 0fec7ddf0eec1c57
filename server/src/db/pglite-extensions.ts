import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions every PGlite is opened with, in this thread or the database's own: pg_trgm backs word-list search
 * (migration 0002 creates the extension, which PGlite must have loaded).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
