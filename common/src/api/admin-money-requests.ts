// The console's money section: request schemas (filled in with the section).
export {};
