// Types for what the ejected SearchBar imports and no installed package types.
// react-dom: createPortal only, until @types/react-dom 18 is a devDependency.
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';

  export function createPortal(
    children: ReactNode,
    container: Element | DocumentFragment,
    key?: string | null,
  ): ReactPortal;
}

// DocSearch's stylesheet, imported for its side effect.
declare module '@docsearch/react/style';
