import type {ComponentType} from 'react';
import Gallery from './Gallery';

/** Replaces `galleryModule.ts` in the server build: the gallery renders into the page's HTML. */
export const serverGallery: ComponentType<object> | null = Gallery;

/** Never called on the server (islands load only in effects); here because the alias must export what galleryModule.ts does. */
export function loadGallery(): Promise<ComponentType<object>> {
  return Promise.resolve(Gallery);
}
