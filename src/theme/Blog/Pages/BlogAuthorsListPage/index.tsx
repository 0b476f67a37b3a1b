// Wrapped to give each blog instance's authors page a title and description of its own.
import React, {type ReactNode} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import BlogInstanceMetadata from '@site/src/components/BlogInstanceMetadata';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <BlogInstanceMetadata kind="authors" />
    </>
  );
}
