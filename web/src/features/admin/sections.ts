/** The console's sections, in the order of its navigation: the path segment under /admin/ and the label. */
export const ADMIN_SECTIONS = [
  { key: 'people', label: 'People' },
  { key: 'moderation', label: 'Moderation' },
  { key: 'money', label: 'Money' },
  { key: 'content', label: 'Content' },
  { key: 'numbers', label: 'Numbers' },
  { key: 'audit', label: 'Audit log' },
] as const;

export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];
