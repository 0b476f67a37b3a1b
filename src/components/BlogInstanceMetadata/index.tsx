import React from 'react';
import Head from '@docusaurus/Head';
import useRouteContext from '@docusaurus/useRouteContext';

type PageKind = 'archive' | 'authors';

const INSTANCES: Record<string, {name: string; subject: string}> = {
  default: {name: 'Blog', subject: 'release announcements and news from the Remotion project'},
  'success-stories': {name: 'Success stories', subject: 'stories of companies that build products with Remotion'},
};

const PAGES: Record<PageKind, (instance: {name: string; subject: string}) => {title: string; description: string}> = {
  archive: ({name, subject}) => ({
    title: `${name} archive`,
    description: `Every post of the ${name.toLowerCase()}, by date: ${subject}.`,
  }),
  authors: ({name, subject}) => ({
    title: `${name} authors`,
    description: `The people who write the ${name.toLowerCase()}: ${subject}.`,
  }),
};

/**
 * The blog plugin gives its archive and authors pages the same title and no
 * description in every blog instance. Rendered after the page's own metadata,
 * this names the instance so each page has a title and description of its own.
 */
export default function BlogInstanceMetadata({kind}: {kind: PageKind}): React.JSX.Element | null {
  const {plugin} = useRouteContext();
  const instance = INSTANCES[plugin.id];
  if (!instance) {
    return null;
  }
  const {title, description} = PAGES[kind](instance);
  return (
    <Head>
      <title>{`${title} | Remotion`}</title>
      <meta property="og:title" content={`${title} | Remotion`} />
      <meta name="description" content={description} />
      <meta property="og:description" content={description} />
    </Head>
  );
}
