import fc from 'fast-check';
import {expect, test} from 'vitest';
import {ALLOWED_METHODS, MAX_PATH_LENGTH, refusal} from '../../scripts/requestRefusal.mjs';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND', 'get'];

test('only GET and HEAD reach the files; every other method is 405 whatever the path', () => {
  expect(ALLOWED_METHODS).toBe('GET, HEAD');
  fc.assert(
    fc.property(fc.constantFrom(...METHODS), fc.string(), (method, path) => {
      const refused = refusal(method, `/${path}`);
      if (method === 'GET' || method === 'HEAD') expect(refused?.status).not.toBe(405);
      else expect(refused?.status).toBe(405);
    }),
  );
});

test('any request target gets an answer without throwing: a refusal (4xx) or null, and null only for a path the file system can take', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string({unit: 'binary', maxLength: 3000}), fc.webUrl().map((url) => new URL(url).pathname + new URL(url).search)), (target) => {
      const refused = refusal('GET', target);
      if (refused) {
        expect(refused.status).toBeGreaterThanOrEqual(400);
        expect(refused.status).toBeLessThan(500);
        return;
      }
      const path = target.split(/[?#]/, 1)[0]!;
      expect(path.startsWith('/')).toBe(true);
      expect(path.length).toBeLessThanOrEqual(MAX_PATH_LENGTH);
      expect(decodeURIComponent(path)).not.toMatch(/[\0-\x1f\x7f\\]/);
    }),
    {numRuns: 2000},
  );
});

test('malformed, oversized and ordinary paths, one by one', () => {
  const cases: [target: string, status: number | null][] = [
    ['/docs/%00', 400],
    ['/docs/%0a', 400],
    ['/docs/%E0%A4%A', 400],
    ['/docs/%', 400],
    ['/docs\\spring', 400],
    ['docs/spring', 400],
    ['*', 400],
    [`/${'a'.repeat(10_000)}`, 414],
    [`/${'a'.repeat(MAX_PATH_LENGTH - 1)}`, null],
    [`/${'a'.repeat(MAX_PATH_LENGTH)}`, 414],
    [`/search?q=${'%F0%9F%8E%AC'.repeat(3000)}`, null],
    ['/search?q=%', null],
    ['/docs/spring#%', null],
    ['/docs/a%2Fb', null],
    ['/', null],
  ];
  for (const [target, status] of cases) expect(refusal('GET', target)?.status ?? null, target.slice(0, 40)).toBe(status);
});

test('each refusal says why, in the words of its status', () => {
  expect(refusal('POST', '/')).toEqual({status: 405, reason: 'Method Not Allowed'});
  expect(refusal('GET', `/${'a'.repeat(MAX_PATH_LENGTH)}`)).toEqual({status: 414, reason: 'URI Too Long'});
  expect(refusal('GET', '/%')?.reason).toBe('Bad Request: the path is not valid percent-encoded UTF-8');
  expect(refusal('GET', '/%00')?.reason).toBe('Bad Request: the path holds a control character or a backslash');
});
