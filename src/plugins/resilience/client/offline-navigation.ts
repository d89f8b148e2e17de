import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import './offline.css';

/**
 * Docusaurus loads each page's code on demand. When that fails it reloads the
 * page (core's PendingNavigation: a new deployment may have renamed the file).
 * Offline, that reload would swap the page being read for the browser's
 * network-error page. So, offline only, a failed chunk load is not passed on:
 * the current page stays, a message says why the link did not open, and the
 * load is retried when the browser is back online, which completes the
 * navigation (or, if it fails again, lets Docusaurus reload as before).
 * Pages already visited keep opening, as their code is already loaded.
 */

type ChunkLoader = (chunkId: string | number) => Promise<unknown>;
// The bundler's runtime (Rspack, webpack-compatible); `e` loads a chunk.
declare const __webpack_require__: {e: ChunkLoader};

const NOTICE_ID = 'bui-offline-notice';
let navigating = false;
const waitingForNetwork = new Set<string | number>();

function showNotice(): void {
  if (document.getElementById(NOTICE_ID)) return;
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.className = 'bui-offline-notice';
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent =
    'You are offline, so this page could not be opened. It will open when your connection is back; pages you have already visited still work.';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'button button--sm button--secondary';
  close.textContent = 'Dismiss';
  close.addEventListener('click', hideNotice);
  notice.append(text, close);
  document.body.append(notice);
}

function hideNotice(): void {
  document.getElementById(NOTICE_ID)?.remove();
}

if (ExecutionEnvironment.canUseDOM) {
  const load = __webpack_require__.e;
  const loadOrWait: ChunkLoader = (chunkId) =>
    load(chunkId).catch((error: unknown) => {
      if (navigator.onLine) throw error;
      waitingForNetwork.add(chunkId);
      if (navigating) showNotice();
      return new Promise((resolve, reject) => {
        window.addEventListener(
          'online',
          () => {
            waitingForNetwork.delete(chunkId);
            loadOrWait(chunkId).then(resolve, reject);
          },
          {once: true},
        );
      });
    });
  __webpack_require__.e = loadOrWait;
}

const lifecycles: ClientModule = {
  onRouteUpdate() {
    navigating = true;
    // A link preloaded on hover may already be waiting for the network.
    if (!navigator.onLine && waitingForNetwork.size > 0) showNotice();
  },
  onRouteDidUpdate() {
    navigating = false;
    hideNotice();
  },
};

export default lifecycles;
