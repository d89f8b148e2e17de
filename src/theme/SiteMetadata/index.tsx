// Why: React hydrates in slices and lets the browser paint between them, and
// the head manager commits on the next frame with whatever <Head>s have
// rendered so far: the site title of SiteMetadataDefaults or of a Layout
// without a title wins until the page's own arrives, so the tab read "BUI
// Design System" for a moment on every page. The server's title is right from
// the start; hold it until hydration has ended.
import {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SiteMetadata from '@theme-original/SiteMetadata';
import {holdTitle} from './holdTitle';

// Taken when the bundle runs, before React starts.
const serverTitle = typeof document === 'undefined' ? null : document.title;
const releaseTitle = typeof document === 'undefined' ? null : holdTitle(document);

export default function SiteMetadataWrapper(): ReactNode {
  // False on the server and while hydrating; true from the render after hydration.
  const hydrated = useIsBrowser();
  // Runs once hydration has committed, before the render that removes the
  // <Head> below: that removal makes the head manager commit the complete
  // state again, now to the real title.
  useEffect(() => releaseTitle?.(), []);
  return (
    <>
      {!hydrated && serverTitle ? (
        <Head>
          <title>{serverTitle}</title>
        </Head>
      ) : null}
      <SiteMetadata />
    </>
  );
}
