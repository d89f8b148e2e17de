import type {ComponentType} from 'react';

/**
 * The browser's side of the icon gallery's island: its code, and react-aria's grid with it, is fetched when the
 * island needs it (src/components/Example/Island.tsx). The server build aliases this module to
 * `galleryModule.server.ts` (src/plugins/bui-library), where the gallery is at hand to render into the page.
 */
export const serverGallery: ComponentType<object> | null = null;

export function loadGallery(): Promise<ComponentType<object>> {
  return import(/* webpackChunkName: "bui-island-icon-gallery" */ './Gallery').then((module) => module.default);
}
