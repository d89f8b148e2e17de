import {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import {markdownPathOf} from '@site/src/plugins/page-markdown/address';
import {COPY_PAGE_NAMES, copyPageInstalled} from '@site/src/plugins/copy-page/client/names';
import styles from './styles.module.css';

/**
 * "Copy page": puts the page's Markdown (`<route>.md`, src/plugins/page-markdown) on the clipboard, for a reader
 * who pastes the page into an AI assistant or a note. The button has no React handler: the document's click listener
 * from src/plugins/copy-page presses it, from the first paint on (decisions/0037-copy-page-before-hydration.md). The
 * labels it shows and the status region's text follow that listener's `data-copy-state` and writes; the region is
 * set with an empty inner HTML so that hydrating the page never erases a message written before it.
 */
export default function CopyPageButton({route}: {route: string}): ReactNode {
  const address = markdownPathOf(route);
  useEffect(() => {
    // A page reached by client-side navigation from a page without this button has no listener yet.
    if (!copyPageInstalled(window)) {
      void import('@site/src/plugins/copy-page/client/copyPage').then(({installCopyPage}) => {
        installCopyPage(window, COPY_PAGE_NAMES);
      });
    }
  }, []);
  return (
    <div className={styles.area} {...{[COPY_PAGE_NAMES.area]: ''}}>
      <button
        type="button"
        className={clsx('button button--secondary button--sm', styles.button)}
        title="Copy this page as Markdown, for an AI assistant or your notes"
        {...{[COPY_PAGE_NAMES.attribute]: address}}
      >
        <span className={styles.idle}>Copy page</span>
        <span className={styles.pending}>Copying…</span>
        <span className={styles.copied}>Copied</span>
        <span className={styles.failed}>Copy failed</span>
      </button>
      <span
        role="status"
        className={styles.status}
        {...{[COPY_PAGE_NAMES.status]: ''}}
        dangerouslySetInnerHTML={{__html: ''}}
      />
    </div>
  );
}
