// The console's content section: types and texts (filled in with the section).
export {};
