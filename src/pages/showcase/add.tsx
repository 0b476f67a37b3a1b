import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import PageHeader from '@site/src/components/PageHeader';
import PageSection from '@site/src/components/PageSection';
import {SHOWCASE_TAG_LABELS} from '@site/src/data/showcase';

const SITE_SOURCE = 'https://github.com/remotion-dev/remotion/blob/main/packages/docs';
const SHOWCASE_SOURCE = `${SITE_SOURCE}/src/data/showcase.ts`;
const COMPOSITIONS_FOLDER = 'https://github.com/remotion-dev/remotion/tree/main/packages/docs/src/remotion';

const TAGS = Object.keys(SHOWCASE_TAG_LABELS);

const COMPOSITION_EXAMPLE = `{
  id: 'countdown',
  title: 'Countdown',
  description:
    'A film-leader countdown from three, one digit per second, each inside a ring that sweeps around it, ending on the title "Rendered with Remotion".',
  url: '${SITE_SOURCE}/src/remotion/Countdown.tsx',
  tags: ['animation'],
  preview: {composition: 'countdown'},
},`;

const PROJECT_EXAMPLE = `{
  id: 'template-helloworld',
  title: 'Hello World template',
  description:
    'The default project that the npm init video command creates: an animated title sequence that shows the core animation primitives.',
  url: 'https://github.com/remotion-dev/template-helloworld',
  tags: ['template', 'open-source'],
},`;

export default function AddToShowcase(): React.JSX.Element {
  return (
    <Layout
      title="Add your project to the showcase"
      description="How to add a composition or a public project to the showcase, with the exact fields each entry needs.">
      <main>
        <PageHeader
          title="Add your project to the showcase"
          lead="The showcase holds two kinds of entries: compositions that are part of this website, each played live on a card, and public projects, listed with a link to their source. Both are added with a pull request."
        />
        <div className="container margin-vert--xl">
          <PageSection id="composition-steps" title="Adding a composition">
            <ol>
              <li>
                Add the component and its config module to the{' '}
                <Link href={COMPOSITIONS_FOLDER}>compositions folder</Link>, in
                the style of the ones there: 30 fps, 1280 × 720 pixels, 90 to
                150 frames long, and an <code>initialFrame</code> that shows
                what the composition is about before it plays.
              </li>
              <li>
                Register it under a new id in <code>src/remotion/compositions.ts</code>{' '}
                and in the Player&apos;s list of components,{' '}
                <code>src/components/LazyPlayer/PlayerDemo.tsx</code>.
              </li>
              <li>
                Append an entry to <code>showcaseCompositions</code> in the{' '}
                <Link href={SHOWCASE_SOURCE}>showcase data file</Link>, with
                that id as its preview.
              </li>
            </ol>
          </PageSection>
          <PageSection id="project-steps" title="Adding a public project">
            <ol>
              <li>Make sure the project&apos;s source can be read publicly, for example in a public repository.</li>
              <li>
                Append an entry to <code>openSourceProjects</code> in the{' '}
                <Link href={SHOWCASE_SOURCE}>showcase data file</Link>.
              </li>
            </ol>
            <p>
              Either pull request is reviewed for accuracy: the description must
              say what the entry does, not advertise it.
            </p>
          </PageSection>
          <PageSection id="fields" title="Fields of an entry">
            <p>
              Both kinds of entry have the first five fields. Only compositions
              have a <code>preview</code>, and for them it is required.
            </p>
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
                  <td>Lowercase words joined by hyphens, unique across both lists.</td>
                </tr>
                <tr>
                  <td><code>title</code></td>
                  <td><code>string</code></td>
                  <td>The name, at most 60 characters.</td>
                </tr>
                <tr>
                  <td><code>description</code></td>
                  <td><code>string</code></td>
                  <td>One or two factual sentences, 40 to 240 characters.</td>
                </tr>
                <tr>
                  <td><code>url</code></td>
                  <td><code>string</code></td>
                  <td>
                    A public <code>https://</code> address where the source can be
                    read. For a composition, its file in this website&apos;s
                    source on GitHub.
                  </td>
                </tr>
                <tr>
                  <td><code>tags</code></td>
                  <td><code>ShowcaseTag[]</code></td>
                  <td>
                    One or more of{' '}
                    {TAGS.map((tag, index) => (
                      <React.Fragment key={tag}>
                        {index > 0 && ', '}
                        <code>{tag}</code>
                      </React.Fragment>
                    ))}
                    .
                  </td>
                </tr>
                <tr>
                  <td><code>preview</code></td>
                  <td><code>{'{composition: CompositionId}'}</code></td>
                  <td>
                    Compositions only: the id the composition is registered
                    under, which the card&apos;s Player plays.
                  </td>
                </tr>
              </tbody>
            </table>
            <CodeBlock language="ts" title="A composition">
              {COMPOSITION_EXAMPLE}
            </CodeBlock>
            <CodeBlock language="ts" title="A public project">
              {PROJECT_EXAMPLE}
            </CodeBlock>
          </PageSection>
        </div>
      </main>
    </Layout>
  );
}
