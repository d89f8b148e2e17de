import type {ReactNode} from 'react';
import {Island} from '@site/src/components/Example/Island';
import {loadGallery, serverGallery} from './galleryModule';

const NO_PROPS = {};

/**
 * The Icons page's gallery (issue 24, part 5): every icon, filtered as the reader types, pressed to copy its code.
 * An island like the live examples (decisions/0038-icon-gallery-as-an-island.md): the server renders it into the
 * page, its code loads when the reader comes to it, and a press or a key before then is held and given back.
 */
export default function IconGallery(): ReactNode {
  return <Island serverComponent={serverGallery} load={loadGallery} props={NO_PROPS} contentKey="icon-gallery" />;
}
