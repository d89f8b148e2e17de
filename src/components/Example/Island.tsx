import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import {createRoot, hydrateRoot, type Root} from 'react-dom/client';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {heldInputOf, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_SELECTOR} from '@site/src/plugins/held-input/client/holdInput';
import {islandHydrated, queueHydration} from './hydrationQueue';
import {islandMarkup} from './islandMarkup';
import {replayHeldInput} from './replayHeldInput';
import styles from './styles.module.css';

/** Renders nothing; its effect runs once the island's content has hydrated or rendered. */
function MarkHydrated({onHydrated}: {onHydrated: () => void}): null {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

interface IslandRoot<P extends object> {
  root: Root | null;
  /** The island's component, once loaded. */
  component: ComponentType<P> | null;
  /** False from `hydrateRoot` until the content has hydrated: a root updated before then gives up its server markup. */
  ready: boolean;
  /** The `contentKey` the root shows. */
  renderedKey: string | null;
  latest: {props: P; key: string};
  /** The island has been queued to hydrate, or has begun loading its component to render it. */
  begun: boolean;
  /** There was no server markup: the island renders its content instead of hydrating it. */
  clientRendered: boolean;
  /** Takes a queued hydration out of the queue. */
  cancel: (() => void) | null;
  unmounted: boolean;
  /** Run by the content each time it commits; acts on the first. */
  onHydrated: () => void;
}

/** What an island's root renders: its component, behind a Suspense boundary React hydrates at idle priority. */
function islandContent<P extends object>(Component: ComponentType<P>, props: P, onHydrated: () => void): ReactElement {
  return (
    <Suspense>
      <Component {...props} />
      <MarkHydrated onHydrated={onHydrated} />
    </Suspense>
  );
}

/** Renders the latest props into a root that has hydrated, if it shows something else. */
function showLatest<P extends object>(state: IslandRoot<P>): void {
  if (!state.root || !state.component || !state.ready || state.renderedKey === state.latest.key) return;
  state.root.render(islandContent(state.component, state.latest.props, state.onHydrated));
  state.renderedKey = state.latest.key;
}

/**
 * After a client-side navigation to `page#section`, the router has scrolled
 * to the section before the islands above it have their code; each one that
 * renders there pushes the section down, so the section is brought back.
 */
function keepHashTargetInView(island: Element): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target && island.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) target.scrollIntoView();
}

/** The island an event happened in: the nearest one around its target. */
function islandOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(ISLAND_SELECTOR) : null;
}

/** The server never runs effects: its MarkHydrated has nothing to report to. */
function serverOnHydrated(): void {}

interface IslandProps<P extends object> {
  /** The island's component where the server renders the page (liveFrame.server.ts); null in the browser. */
  serverComponent: ComponentType<P> | null;
  /** Fetches the island's component in the browser. */
  load: () => Promise<ComponentType<P>>;
  /** Its props. Rendered in a React tree of its own: no context of the page reaches it. */
  props: P;
  /** Changes exactly when `props` show something else; the island re-renders only then. */
  contentKey: string;
}

/**
 * A part of a server-rendered page that React hydrates as a root of its own,
 * with code that loads after the page (decisions/0008-live-examples-as-islands.md).
 *
 * In the page's tree the island is one element whose inner HTML React sets,
 * so hydrating the page keeps the server's markup inside it and costs
 * nothing, and the page's scripts hold none of the island's code. An island
 * loads its code when the pointer comes over it or input is held for it, and
 * every island once the reader scrolls; they hydrate one after the other (hydrationQueue.ts), each behind a Suspense boundary, which React
 * 18 hydrates at idle priority in slices of a few milliseconds. Inside the
 * page's tree the same boundary would be hydrated in one blocking task as
 * soon as a context above it changed, and Docusaurus changes several right
 * after hydrating. An island the reader presses, focuses or types into goes
 * first, and is given that input once hydrated (src/plugins/held-input). A page opened by client-side navigation loads and renders its
 * islands at once.
 */
export function Island<P extends object>({serverComponent, load, props, contentKey}: IslandProps<P>): ReactNode {
  const isBrowser = useIsBrowser();
  // Decided once: the server and the hydrating client agree on it; after a client-side navigation there is no markup to keep.
  const [isIsland] = useState(!isBrowser);
  const identifierPrefix = `island${useId().replace(/:/g, '')}-`;
  const elementRef = useRef<HTMLDivElement>(null);
  const island = useRef<IslandRoot<P> | null>(null);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const state: IslandRoot<P> = (island.current ??= {
      root: null,
      component: null,
      ready: false,
      renderedKey: null,
      latest: {props, key: contentKey},
      begun: false,
      clientRendered: false,
      cancel: null,
      unmounted: false,
      onHydrated: () => {
        if (state.ready) return;
        state.ready = true;
        if (state.clientRendered) keepHashTargetInView(element);
        // What changed while it hydrated is shown now.
        showLatest(state);
        // Marked hydrated (tests wait for it: tests/support/hydration.ts) once the reader's held input has been
        // given back: until then, new input is held too, so it cannot overtake what came before it.
        void replayHeldInput(heldInputOf(window), element).then(() => {
          element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
          islandHydrated(element);
        });
      },
    });
    state.latest = {props, key: contentKey};
    if (state.root) {
      showLatest(state);
    } else if (state.begun) {
      // Waiting for its code or its turn; the latest props are shown once it has hydrated.
    } else if (!element.firstChild) {
      // No markup (a client-side navigation, or the dev server, which renders no HTML): the island renders its content.
      state.begun = true;
      state.clientRendered = true;
      load().then(
        (component) => {
          if (state.unmounted) return;
          state.component = component;
          state.root = createRoot(element, {identifierPrefix});
          state.root.render(islandContent(component, state.latest.props, state.onHydrated));
          state.renderedKey = state.latest.key;
        },
        (error: unknown) => {
          console.error('A live example could not load its code.', error);
        },
      );
    } else {
      state.begun = true;
      // Hydrated with what the server rendered, this first render's props; brought up to date once hydrated.
      const serverProps = props;
      const serverKey = contentKey;
      state.cancel = queueHydration(
        element,
        {
          load: async () => {
            state.component = await load();
          },
          start: () => {
            if (!state.component) return;
            state.root = hydrateRoot(element, islandContent(state.component, serverProps, state.onHydrated), {
              identifierPrefix,
            });
            state.renderedKey = serverKey;
          },
        },
        {target: element.ownerDocument, held: heldInputOf(window), islandOf},
      );
    }
  });

  useEffect(
    () => () => {
      const state = island.current;
      island.current = null;
      if (!state) return;
      state.unmounted = true;
      state.cancel?.();
      // Unmounting a root while React commits the page's tree is not allowed; the element is detached by then.
      if (state.root) setTimeout(() => state.root?.unmount());
    },
    [],
  );

  return (
    <div
      ref={elementRef}
      className={styles.island}
      {...(isIsland ? {'data-island': ''} : {})}
      // The client's value is empty: hydration leaves the server's markup in place (islandMarkup.ts).
      dangerouslySetInnerHTML={{
        __html:
          isIsland && serverComponent
            ? islandMarkup(islandContent(serverComponent, props, serverOnHydrated), identifierPrefix)
            : '',
      }}
    />
  );
}
