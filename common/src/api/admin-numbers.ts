// The console's numbers section: types and texts (filled in with the section).
export {};
