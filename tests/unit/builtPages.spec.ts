import {availableParallelism} from 'node:os';
import {join} from 'node:path';
import {threadId} from 'node:worker_threads';
import {expect, test} from '@playwright/test';
import {mapInWorkerThreads} from '../../src/plugins/built-pages';
import {withoutCodeTokens} from '../../src/plugins/built-pages/readBuiltPage';

// The pool that the search index and the Markdown twins read the built pages with.
const TASK_MODULE = join(__dirname, 'builtPages.task.ts');

test('runs a TypeScript module\'s function in worker threads, one per core, and keeps the inputs\' order', async () => {
  const inputs = Array.from({length: 8}, (_, value) => ({value, blockMs: 100}));
  const results = await mapInWorkerThreads<(typeof inputs)[number], {value: number; threadId: number}>(
    TASK_MODULE,
    'echoFromThread',
    inputs,
  );
  expect(results.map(({value}) => value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  const threads = new Set(results.map((result) => result.threadId));
  expect(threads.has(threadId)).toBe(false);
  expect(threads.size).toBe(Math.min(availableParallelism(), inputs.length));
});

test('a task that throws rejects the whole call with its error', async () => {
  const inputs = [1, 2, 3, 4].map((value) => ({value}));
  await expect(mapInWorkerThreads(TASK_MODULE, 'failOn', inputs)).rejects.toThrow('task 3 failed');
});

test('a code block keeps its lines and text without its token spans; markup outside code blocks is untouched', () => {
  const html =
    '<p><span class="badge">New</span></p><pre class="prism-code language-ts" tabindex=0><code>' +
    '<div class=token-line><span class="token keyword" style=color:#00009f>const</span><span class="token plain"> a = </span><span class="token number">1</span><br></div>' +
    '<div class=token-line><span class="token plain">a &lt;/span> b</span><br></div></code></pre><p><span>after</span></p>';
  expect(withoutCodeTokens(html)).toBe(
    '<p><span class="badge">New</span></p><pre class="prism-code language-ts" tabindex=0><code>' +
      '<div class=token-line>const a = 1<br></div><div class=token-line>a &lt;/span> b<br></div></code></pre><p><span>after</span></p>',
  );
});
