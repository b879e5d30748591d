// Replaces theme-classic's eager Prism client module (see index.ts).
export {};
