// DocSearch's stylesheet, imported for its side effect: it has no types.
declare module '@docsearch/react/style';
