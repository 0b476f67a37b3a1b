// A page requested as /x/index.html is shown at its clean path /x/. Docusaurus
// only normalises the path for routing after start-up; the route was then not
// preloaded and hydration rendered the page twice. Rewriting the address
// before the app starts lets it hydrate the clean path like any other visit.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const INDEX_SUFFIX = '/index.html';

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  if (pathname.endsWith(INDEX_SUFFIX)) {
    const cleanPath = pathname.slice(0, -INDEX_SUFFIX.length + 1);
    window.history.replaceState(window.history.state, '', `${cleanPath}${search}${hash}`);
  }
}
