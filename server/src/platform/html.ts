/** Escapes text for an HTML body or a quoted attribute: shown as text, never as markup (e-mails, the app's page). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
