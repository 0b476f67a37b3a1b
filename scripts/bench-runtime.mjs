// npm run bench:runtime — main-thread optimisations that visitors cannot see
// directly, against the production build. They read framework internals
// (React's DevTools hook, script insertion order), so they live
// here and not in the tests: a dependency update may change what they read
// without changing anything a visitor sees.
import {parseArgs} from 'node:util';
import {launchChromium, median, serveDir, tracedLoad, writeBenchmarkSection} from './benchmarks.mjs';

const {values: options} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: '4178'},
    runs: {type: 'string', default: '5'},
  },
});
const RUNS = Number(options.runs);
const origin = `http://127.0.0.1:${options.port}`;
const PHONE = {width: 390, height: 844};

/**
 * Stands in for React DevTools' hook, which React calls after every commit.
 * For each commit it records the class of the first element under each
 * function component that rendered again (an update, not a mount), walking
 * only the parts of the tree React did not reuse, as DevTools does.
 */
function recordReRenders() {
  const FUNCTION_COMPONENT_TAGS = new Set([0, 11, 14, 15]);
  const HOST_COMPONENT = 5;
  const PERFORMED_WORK = 1;
  const commits = [];
  const firstElementClass = (fiber) => {
    let node = fiber;
    while (node && node.tag !== HOST_COMPONENT) node = node.child;
    return node ? String(node.stateNode.className) : '';
  };
  const collect = (fiber, rendered) => {
    for (let node = fiber; node; node = node.sibling) {
      const previous = node.alternate;
      if (previous && FUNCTION_COMPONENT_TAGS.has(node.tag) && (node.flags & PERFORMED_WORK) !== 0) {
        rendered.push(firstElementClass(node));
      }
      if (!previous || node.child !== previous.child) collect(node.child, rendered);
    }
  };
  Object.assign(window, {
    reactCommits: commits,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_renderer, root) => {
        const rendered = [];
        collect(root.current.child, rendered);
        commits.push(rendered);
      },
    },
  });
}

/** Times every idle callback the page runs. */
function timeIdleCallbacks() {
  const durations = [];
  window.idleCallbackDurations = durations;
  const requestIdle = window.requestIdleCallback.bind(window);
  window.requestIdleCallback = (callback, idleOptions) =>
    requestIdle((deadline) => {
      const start = performance.now();
      callback(deadline);
      durations.push(performance.now() - start);
    }, idleOptions);
}

/** Which script, if any, is running when each chunk's <script> is inserted. */
function recordChunkInsertions() {
  const insertions = [];
  window.chunkInsertions = insertions;
  const appendChild = Node.prototype.appendChild;
  Node.prototype.appendChild = function (node) {
    if (node instanceof HTMLScriptElement && node.src.includes('/assets/js/')) {
      insertions.push(document.currentScript?.getAttribute('src') ?? null);
    }
    return appendChild.call(this, node);
  };
}

const waitForHydration = (page) => page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});

/** Longest idle callback while a docs page prefetches its links, CPU throttled 4×. */
async function longestIdleCallback(browser) {
  const page = await browser.newPage();
  await page.addInitScript(timeIdleCallbacks);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.goto(`${origin}/docs/the-fundamentals`);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 20, undefined, {timeout: 30_000});
  const durations = await page.evaluate(() => window.idleCallbackDurations);
  await page.close();
  return {value: Math.max(...durations), detail: `${durations.length} callbacks`};
}

/** Route chunks requested from inside the main chunk's own evaluation (one long task instead of two). */
async function chunksInsertedDuringMain(browser) {
  const page = await browser.newPage();
  await page.addInitScript(recordChunkInsertions);
  await page.goto(`${origin}/docs/interpolate`);
  await waitForHydration(page);
  const insertions = await page.evaluate(() => window.chunkInsertions);
  await page.close();
  const duringMain = insertions.filter((script) => /\/main\.\w+\.js$/.test(script ?? '')).length;
  return {value: duringMain, detail: `of ${insertions.length} insertions`};
}

/**
 * How long the main chunk's own script evaluation takes on the home page at
 * 4× CPU: src/plugins/split-client-startup moves the app's modules out of it
 * into tasks of their own.
 */
async function mainChunkEvaluation(browser) {
  const {mainChunk} = await tracedLoad(browser, `${origin}/`);
  return {value: mainChunk, detail: 'one EvaluateScript'};
}

/** Code lines rendered again when a phone-width code block learns it overflows and shows its wrap button. */
async function codeLinesReRendered(browser) {
  const page = await browser.newPage({viewport: PHONE});
  await page.addInitScript(recordReRenders);
  await page.goto(`${origin}/docs/interpolate`);
  await waitForHydration(page);
  await page.waitForSelector('article button[aria-label="Toggle word wrap"]');
  await page.waitForLoadState('networkidle');
  const commits = await page.evaluate(() => window.reactCommits);
  await page.close();
  const later = commits.slice(1).flat();
  const blocks = later.filter((className) => className.includes('codeBlockContainer')).length;
  return {value: later.filter((className) => className.includes('token-line')).length, detail: `${blocks} block re-renders`};
}

/** Navbar and footer components rendered again by the commits that show search results. */
async function shellReRenderedBySearch(browser) {
  const page = await browser.newPage();
  await page.addInitScript(recordReRenders);
  await page.goto(`${origin}/search?q=spring`);
  await page.waitForSelector('article', {timeout: 60_000});
  const commits = await page.evaluate(() => window.reactCommits);
  await page.close();
  const resultCommits = commits.filter((classes) => classes.some((className) => className.startsWith('searchResultItem')));
  const shell = resultCommits.flat().filter((className) => /\b(navbar|footer)/.test(className)).length;
  return {value: shell, detail: `${resultCommits.length} result commits`};
}

const MEASUREMENTS = [
  {name: 'Longest idle callback while prefetching (ms, CPU 4×)', budget: '< 50', met: (v) => v < 50, run: longestIdleCallback, unit: 'ms'},
  {name: 'Route chunks requested inside the main chunk', budget: '0', met: (v) => v === 0, run: chunksInsertedDuringMain},
  {name: "The main chunk's script evaluation on / (ms, CPU 4×)", budget: '< 50', met: (v) => v < 50, run: mainChunkEvaluation, unit: 'ms'},
  {name: 'Code lines rendered again after hydration (phone)', budget: '0', met: (v) => v === 0, run: codeLinesReRendered},
  {name: 'Navbar/footer renders in search-result commits', budget: '0', met: (v) => v === 0, run: shellReRenderedBySearch},
];

const server = await serveDir(options.port, options.dir);
const rows = [];
try {
  for (const measurement of MEASUREMENTS) {
    const values = [];
    let detail = '';
    for (let run = 0; run < RUNS; run++) {
      // A fresh browser each run: a first visit, nothing cached.
      const browser = await launchChromium();
      try {
        const result = await measurement.run(browser);
        values.push(result.value);
        detail = result.detail;
      } finally {
        await browser.close();
      }
    }
    const value = median(values);
    const shown = (v) => (measurement.unit === 'ms' ? v.toFixed(1) : String(v));
    rows.push(
      `| ${measurement.name} | ${shown(value)} | ${values.map(shown).join(', ')} | ${detail} | ${measurement.budget} | ${measurement.met(value) ? 'met' : '**missed**'} |`,
    );
    console.log(`${measurement.name}: median ${shown(value)} (runs ${values.map(shown).join(', ')}), budget ${measurement.budget}`);
  }
} finally {
  server.kill();
}

writeBenchmarkSection(
  'Main-thread work',
  [
    `Optimisations a visitor does not see directly, measured in headless Chromium against the production build (${RUNS} runs,`,
    'each in a fresh browser; median and all runs). They read framework internals, which is why they are measured here and not',
    'asserted in the tests. The two times are times on a shared machine: compare them with their budgets, not across runs.',
    '',
    '| Measurement | Median | Runs | Last run | Budget | |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n'),
);
