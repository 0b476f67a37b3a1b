/**
 * Every address outside this site that its pages, data and configuration
 * link to. Pages import them from here, and tests/unit/externalLinks.spec.ts
 * checks their shape and that no other address is written anywhere in src/
 * or the site config: a new link is added here, where it is reviewed.
 *
 * Only addresses that certainly exist belong here. In the Remotion
 * repository that is its root, its releases, its issues and the form for a
 * new issue; the website's own files are not published there, so nothing
 * may point into the repository's folders.
 */
const REPOSITORY = 'https://github.com/remotion-dev/remotion';

type Https = `https://${string}`;

export const SITE_URL = 'https://www.remotion.dev' satisfies Https;

export const REMOTION_LINKS = {
  repository: REPOSITORY,
  releases: `${REPOSITORY}/releases`,
  issues: `${REPOSITORY}/issues`,
  newIssue: `${REPOSITORY}/issues/new`,
  discord: 'https://remotion.dev/discord',
  twitter: 'https://twitter.com/remotion',
} as const satisfies Record<string, Https>;

/** Public repositories of the Remotion team listed on the showcase, each at its root. */
export const PROJECT_LINKS = {
  githubUnwrapped: 'https://github.com/remotion-dev/github-unwrapped',
  templateAudiogram: 'https://github.com/remotion-dev/template-audiogram',
  templateHelloWorld: 'https://github.com/remotion-dev/template-helloworld',
  trailer: 'https://github.com/remotion-dev/trailer',
} as const satisfies Record<string, Https>;

/** Services the site credits: the hosted search, when it is configured. */
export const SERVICE_LINKS = {
  algolia: 'https://www.algolia.com/',
} as const satisfies Record<string, Https>;

