// react-dom ships no types and @types/react-dom is not installed; unit tests
// render components to HTML with this one function, so declare just that.
// Remove this file if @types/react-dom is added.
declare module 'react-dom/server' {
  import type {ReactNode} from 'react';
  export function renderToStaticMarkup(element: ReactNode): string;
}
