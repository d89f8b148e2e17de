import type {ReactNode} from 'react';
import {RouterProvider} from 'react-aria-components';

export interface BuiRouterProviderProps {
  /**
   * Your router's navigate function, called with the `href` of any BUI link
   * the reader follows in the same tab (a plain click or Enter). Ctrl, Cmd or
   * middle click, `external` and `download` links keep the browser's own behaviour.
   */
  navigate: (href: string) => void;
  /** Turns an app-relative `href` into the URL the browser shows, when your router serves the app under a base path. */
  useHref?: (href: string) => string;
  /** The app, or the part of it whose BUI links should use the router. */
  children: ReactNode;
}

/**
 * Client-side routing for every BUI link (ButtonLink, Breadcrumb, NavBar,
 * Paginator…): put it once at the root of the app. It is react-aria's
 * RouterProvider, so links keep a real `href` for new tabs and copying.
 */
export function BuiRouterProvider({navigate, useHref, children}: BuiRouterProviderProps) {
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
