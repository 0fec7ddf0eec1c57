// The console's moderation section: types and texts (filled in with the section).
export {};
