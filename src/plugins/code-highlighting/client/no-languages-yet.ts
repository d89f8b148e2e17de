// Stands in for theme-classic's prism-include-languages client module (see ../index.ts): the code
// block's own chunk registers the languages, so pages without one never load Prism.
export {};
