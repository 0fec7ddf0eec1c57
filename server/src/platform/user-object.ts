import { USER_OBJECT_FIELDS, type UserDto } from '@playwords/common';
import type { Db } from '../db/client';
import type { UserRow } from './sessions';

/**
 * A part of the API's user object that one module answers for (the users module the account's own fields, the
 * word lists module the selection and saved lists, …): the fields it fills and how to read them.
 */
export interface UserFragment<K extends keyof UserDto = keyof UserDto> {
  /** The module answering, for error messages. */
  module: string;
  fields: readonly K[];
  load(db: Db, user: UserRow): Pick<UserDto, K> | Promise<Pick<UserDto, K>>;
}

/** Declares a fragment; its `load` must answer exactly the fields it names (checked by the types). */
export function defineUserFragment<K extends keyof UserDto>(fragment: UserFragment<K>): UserFragment<K> {
  return fragment;
}

/** A fragment of any fields (what the builder keeps). */
export interface AnyUserFragment {
  module: string;
  fields: readonly (keyof UserDto)[];
  load(db: Db, user: UserRow): Partial<UserDto> | Promise<Partial<UserDto>>;
}

/**
 * The user object, composed from the fragments each module registers (users, word lists, images, and news
 * later), so the users module never reaches into the others. Every field comes from exactly one fragment;
 * `seal()` checks that at start-up.
 */
export class UserObject {
  private readonly fragments: AnyUserFragment[] = [];
  private sealed = false;

  register(fragment: AnyUserFragment): void {
    if (this.sealed) throw new Error(`user object: ${fragment.module} registered a fragment after start-up`);
    this.fragments.push(fragment);
  }

  /** Checks that the fragments fill every field of the contract, each field once. */
  seal(): void {
    const owner = new Map<string, string>();
    for (const fragment of this.fragments) {
      for (const field of fragment.fields) {
        const other = owner.get(field);
        if (other) throw new Error(`user object: ${field} comes from both ${other} and ${fragment.module}`);
        owner.set(field, fragment.module);
      }
    }
    const missing = USER_OBJECT_FIELDS.filter((field) => !owner.has(field));
    if (missing.length > 0) throw new Error(`user object: no module answers ${missing.join(', ')}`);
    this.sealed = true;
  }

  /** The user object of a user: every fragment read side by side, in the contract's field order. */
  async present(db: Db, user: UserRow): Promise<UserDto> {
    const parts = await Promise.all(this.fragments.map((fragment) => fragment.load(db, user)));
    const merged = Object.assign({}, ...parts) as UserDto;
    const ordered = {} as Record<string, unknown>;
    for (const field of USER_OBJECT_FIELDS) ordered[field] = merged[field];
    return ordered as unknown as UserDto;
  }
}
