// Wrapped to put the page's Markdown twin within reach: a "Copy page"
// control beside the title, and the <link rel="alternate"> that tells tools
// where the twin is. Both stay outside `.markdown`, so the twin itself,
// converted from that element, never contains them.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {twinPath} from '@site/src/plugins/markdown-twins/twinPath';
import CopyPage from './CopyPage';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const twinUrl = useBaseUrl(twinPath(metadata.permalink));
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twinUrl} />
      </Head>
      <CopyPage twinUrl={twinUrl} />
      <Content {...props} />
    </>
  );
}
