import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

// Runs before the router reads the address. A page reached as <route>/ or
// <route>.html on a host that serves those without redirecting would otherwise
// keep that address, and Docusaurus would report it as the canonical URL.
if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const canonical = pathname.replace(/(\/index)?\.html$/, '').replace(/(.)\/+$/, '$1') || '/';
  if (canonical !== pathname) {
    window.history.replaceState(window.history.state, '', `${canonical}${search}${hash}`);
  }
}
