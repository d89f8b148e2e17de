import {Suspense, useCallback, useEffect, useId, useRef, useState, type ReactElement, type ReactNode} from 'react';
import {createRoot, hydrateRoot, type Root} from 'react-dom/client';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {islandHydrated, queueHydration} from './hydrationQueue';
import {islandMarkup} from './islandMarkup';
import styles from './styles.module.css';

/** Set on the island's element once its content is interactive (tests wait for it: tests/support/hydration.ts). */
const ISLAND_HYDRATED = 'data-island-hydrated';

/** Renders nothing; its effect runs once the island's content has hydrated or rendered. */
function MarkHydrated({onHydrated}: {onHydrated: () => void}): null {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

interface IslandRoot {
  root: Root | null;
  /** False from `hydrateRoot` until the content has hydrated: a root updated before then gives up its server markup. */
  ready: boolean;
  /** The `contentKey` the root shows. */
  renderedKey: string | null;
  latest: {content: ReactElement; key: string};
  /** Takes a queued hydration out of the queue. */
  cancel: (() => void) | null;
}

/** Renders the latest content into a root that has hydrated, if it shows something else. */
function showLatest(state: IslandRoot): void {
  if (!state.root || !state.ready || state.renderedKey === state.latest.key) return;
  state.root.render(state.latest.content);
  state.renderedKey = state.latest.key;
}

interface IslandProps {
  /** What the island shows. Rendered in a React tree of its own: no context of the page reaches it. */
  children: ReactElement;
  /** Changes exactly when `children` shows something else; the island re-renders only then. */
  contentKey: string;
}

/**
 * A part of a server-rendered page that React hydrates as a root of its own,
 * after the page (README "Performance").
 *
 * In the page's tree the island is one element whose inner HTML React sets,
 * so hydrating the page keeps the server's markup inside it and costs
 * nothing. Once the page has hydrated, the islands hydrate one after the
 * other (hydrationQueue.ts), each behind a Suspense boundary, which React 18
 * hydrates at idle priority in slices of a few milliseconds. Inside the page's
 * tree the same boundary would be hydrated in one blocking task as soon as a
 * context above it changed, and Docusaurus changes several right after
 * hydrating. An island the reader presses, focuses or types into starts at
 * once. A page opened by client-side navigation renders the content in place.
 */
export function Island({children, contentKey}: IslandProps): ReactNode {
  const isBrowser = useIsBrowser();
  // Decided once: the server and the hydrating client agree on it; after a client-side navigation there is no markup to keep.
  const [isIsland] = useState(!isBrowser);
  const identifierPrefix = `island${useId().replace(/:/g, '')}-`;
  const elementRef = useRef<HTMLDivElement>(null);
  const island = useRef<IslandRoot | null>(null);
  const onHydrated = useCallback(() => {
    const element = elementRef.current;
    const state = island.current;
    if (!element || !state) return;
    element.setAttribute(ISLAND_HYDRATED, '');
    islandHydrated(element);
    state.ready = true;
    // What changed while it hydrated (a dark-mode reader's theme) is shown now.
    showLatest(state);
  }, []);
  const content = (
    <Suspense>
      {children}
      <MarkHydrated onHydrated={onHydrated} />
    </Suspense>
  );

  useEffect(() => {
    const element = elementRef.current;
    if (!isIsland || !element) return;
    const state = (island.current ??= {
      root: null,
      ready: false,
      renderedKey: null,
      latest: {content, key: contentKey},
      cancel: null,
    });
    state.latest = {content, key: contentKey};
    if (state.root) {
      showLatest(state);
    } else if (!element.firstChild) {
      // The dev server renders no HTML: the island starts empty and renders its content.
      state.root = createRoot(element, {identifierPrefix});
      state.root.render(content);
      state.renderedKey = contentKey;
    } else if (!state.cancel) {
      // Hydrated with what the server rendered, this first render's content; brought up to date once hydrated.
      const serverContent = content;
      const serverKey = contentKey;
      state.cancel = queueHydration(
        element,
        () => {
          state.root = hydrateRoot(element, serverContent, {identifierPrefix});
          state.renderedKey = serverKey;
        },
        {
          target: element.ownerDocument,
          inside: (event) => event.target instanceof Node && element.contains(event.target),
        },
      );
    }
  });

  useEffect(
    () => () => {
      const state = island.current;
      island.current = null;
      state?.cancel?.();
      // Unmounting a root while React commits the page's tree is not allowed; the element is detached by then.
      if (state?.root) setTimeout(() => state.root?.unmount());
    },
    [],
  );

  if (!isIsland) {
    return (
      <div className={styles.island} {...{[ISLAND_HYDRATED]: ''}}>
        {children}
      </div>
    );
  }
  return (
    <div
      ref={elementRef}
      className={styles.island}
      data-island=""
      // The client's value is empty: hydration leaves the server's markup in place (islandMarkup.ts).
      dangerouslySetInnerHTML={{__html: islandMarkup(content, identifierPrefix)}}
    />
  );
}
