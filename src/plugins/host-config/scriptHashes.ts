import {createHash} from 'node:crypto';
import {readdir, readFile} from 'node:fs/promises';
import {join} from 'node:path';

/**
 * The Content-Security-Policy source of each script written inline in an
 * HTML page (the theme's colour-mode script, the stored-value check, the
 * early-click replay, the redirect stubs' forwarding): a policy without
 * 'unsafe-inline' runs an inline script only if it lists the hash of its
 * exact text. Data blocks (JSON-LD) are not scripts the browser runs.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes, body]) => body !== '' && !/\ssrc\s*=/i.test(attributes!) && runsAsJavaScript(attributes!))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
}

/** `attributes` as the tag holds them after its name, each after white space. */
function runsAsJavaScript(attributes: string): boolean {
  const type = attributes.match(/\stype\s*=\s*["']?([^"'\s>]*)/i)?.[1]!.toLowerCase();
  return type === undefined || type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

/** Every distinct inline script hash of the HTML files under a directory, sorted so the policy is stable between builds. */
export async function builtScriptHashes(outDir: string): Promise<string[]> {
  const files = (await readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.html'));
  const hashes = await Promise.all(files.map(async (file) => inlineScriptHashes(await readFile(join(outDir, file), 'utf8'))));
  return [...new Set(hashes.flat())].sort();
}

/** The policy with a script-src that allows the site's own files and these inline scripts, and nothing else. */
export function withScriptSources(policy: string, hashes: readonly string[]): string {
  return [`script-src 'self' ${hashes.join(' ')}`.trim(), policy].filter(Boolean).join('; ');
}
