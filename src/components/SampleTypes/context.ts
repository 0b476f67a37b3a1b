import {createContext} from 'react';

/**
 * The hash of the sample a code block shows, when check:snippets wrote hover
 * types for it (src/plugins/snippet-types tags its metastring `types=<hash>`).
 */
export const SampleTypesContext = createContext<string | null>(null);

export function sampleTypesHash(metastring: string | undefined): string | null {
  return /(?:^|\s)types=([0-9a-f]{16})(?:\s|$)/.exec(metastring ?? '')?.[1] ?? null;
}
