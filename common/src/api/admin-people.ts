// The console's people section: types and texts (filled in with the section).
export {};
