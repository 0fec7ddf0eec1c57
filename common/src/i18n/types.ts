/**
 * A translation of a catalogue: the same keys, every leaf a string. The zh-CN catalogues are typed with it, so a key
 * missing (or added) in either language is a type error before it is a test failure.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** A catalogue's messages as nested objects of strings (what i18next reads). */
export interface Messages {
  [key: string]: string | Messages;
}
