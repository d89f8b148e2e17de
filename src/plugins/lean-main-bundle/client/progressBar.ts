import type {ClientModule} from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

/**
 * The top progress bar of a route change, in place of theme-classic's client
 * module and the nprogress library it wraps (src/plugins/lean-main-bundle
 * aliases it; main.js carries this instead). The spec's constants, as
 * theme-classic configures nprogress: the bar starts 200 ms after a route
 * change, at 0.08, moves in 200 ms, trickles every 800 ms, and has no
 * spinner. The markup is nprogress' (`#nprogress > .bar > .peg`), so
 * theme-classic's stylesheet and `--docusaurus-progress-bar-color` style it.
 */
const START_DELAY = 200;
const MINIMUM = 0.08;
const SPEED = 200;
const TRICKLE_EVERY = 800;
/** The largest trickle step; each is random, up to this. */
const TRICKLE_RATE = 0.02;
/** How close trickling may bring the bar to the end. */
const TRICKLE_LIMIT = 0.994;

/** Null when no bar is shown. */
let status: number | null = null;
let element: HTMLElement | null = null;
/** Position changes wait for the one before to finish moving. */
const queue: (() => void)[] = [];
let queueBusy = false;

function runQueue(): void {
  const next = queue.shift();
  queueBusy = next !== undefined;
  next?.();
}

function enqueue(step: (done: () => void) => void): void {
  queue.push(() => step(runQueue));
  if (!queueBusy) runQueue();
}

function render(): {progress: HTMLElement; bar: HTMLElement} {
  if (!element) {
    element = document.createElement('div');
    element.id = 'nprogress';
    const bar = element.appendChild(document.createElement('div'));
    bar.className = 'bar';
    bar.setAttribute('role', 'bar');
    bar.appendChild(document.createElement('div')).className = 'peg';
    bar.style.transform = 'translate3d(-100%,0,0)';
    document.body.appendChild(element);
  }
  return {progress: element, bar: element.firstElementChild as HTMLElement};
}

function set(value: number): void {
  const n = Math.min(Math.max(value, MINIMUM), 1);
  status = n === 1 ? null : n;
  const {progress, bar} = render();
  void progress.offsetWidth; // lays the bar out where it is, so the move below is animated
  enqueue((done) => {
    bar.style.transition = `all ${SPEED}ms ease`;
    bar.style.transform = `translate3d(${(n - 1) * 100}%,0,0)`;
    if (n !== 1) {
      setTimeout(done, SPEED);
      return;
    }
    setTimeout(() => {
      progress.style.transition = `all ${SPEED}ms linear`;
      progress.style.opacity = '0';
      setTimeout(() => {
        progress.remove();
        if (element === progress) element = null;
        done();
      }, SPEED);
    }, SPEED);
  });
}

function trickle(): void {
  setTimeout(() => {
    if (status === null) return;
    set(Math.min(status + Math.random() * TRICKLE_RATE, TRICKLE_LIMIT));
    trickle();
  }, TRICKLE_EVERY);
}

function start(): void {
  if (status !== null) return;
  set(0);
  trickle();
}

function done(): void {
  if (status === null) return;
  set(Math.min(status + 0.3 + 0.5 * Math.random(), TRICKLE_LIMIT));
  set(1);
}

const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timeout = window.setTimeout(start, START_DELAY);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    done();
  },
};

export default progressBar;
