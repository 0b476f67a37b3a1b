import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import PageHeader from '@site/src/components/PageHeader';

const SHOWCASE_SOURCE =
  'https://github.com/remotion-dev/remotion/blob/main/packages/docs/src/data/showcase.ts';

const ENTRY_EXAMPLE = `{
  id: 'weekly-stats-video',
  title: 'Weekly stats video',
  description:
    'Every Monday, each customer receives a video summary of their week, rendered on Lambda.',
  url: 'https://example.com/weekly-stats',
  tags: ['data-driven'],
},`;

export default function AddToShowcase(): React.JSX.Element {
  return (
    <Layout
      title="Add your project to the showcase"
      description="How to submit a Remotion project to the showcase, with the exact fields each entry needs.">
      <PageHeader
        title="Add your project to the showcase"
        lead="Built something with Remotion that others can see? Add it to the showcase with a pull request."
      />
      <main className="container margin-vert--xl">
        <section aria-labelledby="steps">
          <Heading as="h2" id="steps">
            Steps
          </Heading>
          <ol>
            <li>
              Make sure the project can be seen publicly: a website, a video
              page or a public repository.
            </li>
            <li>
              Edit the <Link href={SHOWCASE_SOURCE}>showcase data file</Link>{' '}
              on GitHub and append an entry to <code>showcaseEntries</code>.
            </li>
            <li>
              Open the pull request. It is reviewed for accuracy: the
              description must say what the project does, not advertise it.
            </li>
          </ol>
        </section>
        <section aria-labelledby="fields">
          <Heading as="h2" id="fields">
            Fields of an entry
          </Heading>
          <table>
            <thead>
              <tr>
                <th>Field</th>
                <th>Type</th>
                <th>Rules</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td><code>id</code></td>
                <td><code>string</code></td>
                <td>Lowercase words joined by hyphens, unique in the list.</td>
              </tr>
              <tr>
                <td><code>title</code></td>
                <td><code>string</code></td>
                <td>The project name, at most 60 characters.</td>
              </tr>
              <tr>
                <td><code>description</code></td>
                <td><code>string</code></td>
                <td>One or two factual sentences, 40 to 240 characters.</td>
              </tr>
              <tr>
                <td><code>url</code></td>
                <td><code>string</code></td>
                <td>An <code>https://</code> address where the project can be seen.</td>
              </tr>
              <tr>
                <td><code>tags</code></td>
                <td><code>ShowcaseTag[]</code></td>
                <td>
                  One or more of <code>template</code>, <code>open-source</code>,{' '}
                  <code>data-driven</code>, <code>audio</code>.
                </td>
              </tr>
            </tbody>
          </table>
          <CodeBlock language="ts" title="An entry">
            {ENTRY_EXAMPLE}
          </CodeBlock>
        </section>
      </main>
    </Layout>
  );
}
