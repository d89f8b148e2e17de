import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * An address with a broken percent escape (`/docs/%E0%A4%A`, `/%c0%ae`)
 * makes Docusaurus' own decodeURI throw before React starts, so the
 * not-found page the host sent stays inert (no colour toggle, no search).
 * Such an address names no page; escaping its % signs lets it decode, and
 * the router then shows the same not-found page, working. This client
 * module runs before the router reads the address.
 */
if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  try {
    decodeURI(pathname);
  } catch {
    window.history.replaceState(window.history.state, '', `${pathname.replaceAll('%', '%25')}${search}${hash}`);
  }
}

export {};
