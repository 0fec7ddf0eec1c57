// The console's people section: request schemas (filled in with the section).
export {};
