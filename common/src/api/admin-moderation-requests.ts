// The console's moderation section: request schemas (filled in with the section).
export {};
