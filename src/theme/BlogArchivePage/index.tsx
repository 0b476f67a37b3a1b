// Wrapped to give each blog instance's archive a title and description of its own.
import React, {type ReactNode} from 'react';
import BlogArchivePage from '@theme-original/BlogArchivePage';
import type BlogArchivePageType from '@theme/BlogArchivePage';
import type {WrapperProps} from '@docusaurus/types';
import BlogInstanceMetadata from '@site/src/components/BlogInstanceMetadata';

type Props = WrapperProps<typeof BlogArchivePageType>;

export default function BlogArchivePageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogArchivePage {...props} />
      <BlogInstanceMetadata kind="archive" />
    </>
  );
}
