// The console's content section: request schemas (filled in with the section).
export {};
