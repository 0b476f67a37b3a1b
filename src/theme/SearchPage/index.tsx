// Wrapped to give the search page a meta description, which the stock page lacks.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchPageType>;

const DESCRIPTION = 'Search the Remotion documentation, API reference, blog and success stories.';

export default function SearchPageWrapper(props: Props): ReactNode {
  return (
    <>
      <SearchPage {...props} />
      <Head>
        <meta name="description" content={DESCRIPTION} />
        <meta property="og:description" content={DESCRIPTION} />
      </Head>
    </>
  );
}
