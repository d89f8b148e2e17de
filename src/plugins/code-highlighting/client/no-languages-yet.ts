// Stands in for theme-classic's prism-include-languages client module (see ../index.ts): code
// blocks arrive tokenized, and browserTokenize.ts registers the languages if one ever needs Prism.
export {};
