/** The name a person is shown by: display name when set, else username (core §3). */
export function nameToShow(user: { display_name: string; username: string }): string {
  return user.display_name.trim() !== '' ? user.display_name : user.username;
}
