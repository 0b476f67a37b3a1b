// Wrapped to link each blog post and success story to its Markdown twin,
// as docs pages do (see src/theme/DocItem/Content).
import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {twinPath} from '@site/src/plugins/markdown-twins/twinPath';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useBlogPost();
  const twinUrl = useBaseUrl(twinPath(metadata.permalink));
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twinUrl} />
      </Head>
      <Metadata {...props} />
    </>
  );
}
