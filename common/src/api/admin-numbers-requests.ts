// The console's numbers section: request schemas (filled in with the section).
export {};
