// The console's money section: types and texts (filled in with the section).
export {};
