import React from 'react';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import PageHeader from '@site/src/components/PageHeader';
import PageSection from '@site/src/components/PageSection';
import {SHOWCASE_TAG_LABELS} from '@site/src/data/showcase';

const TAGS = Object.keys(SHOWCASE_TAG_LABELS);

const COMPOSITION_EXAMPLE = `{
  id: 'countdown',
  title: 'Countdown',
  description:
    'A film-leader countdown from three, one digit per second, each inside a ring that sweeps around it, ending on the title "Rendered with Remotion".',
  tags: ['animation'],
  preview: {composition: 'countdown'},
},`;

const PROJECT_EXAMPLE = `{
  id: 'template-helloworld',
  title: 'Hello World template',
  description:
    'The default project that the npm init video command creates: an animated title sequence that shows the core animation primitives.',
  url: PROJECT_LINKS.templateHelloWorld,
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
                Add the component and its config module to{' '}
                <code>src/remotion/</code>, in the style of the ones there: 30 fps, 1280 × 720 pixels, 90 to
                150 frames long, and an <code>initialFrame</code> that shows
                what the composition is about before it plays.
              </li>
              <li>
                Register it under a new id in <code>src/remotion/compositions.ts</code>{' '}
                and in the Player&apos;s list of components,{' '}
                <code>src/components/LazyPlayer/PlayerDemo.tsx</code>.
              </li>
              <li>
                List its two files under the same id in{' '}
                <code>src/remotion/sources.ts</code>: the card shows them as its
                source code, read from the files when the site is built.
              </li>
              <li>
                Append an entry to <code>showcaseCompositions</code> in{' '}
                <code>src/data/showcase.ts</code>, with that id as its preview.
              </li>
            </ol>
          </PageSection>
          <PageSection id="project-steps" title="Adding a public project">
            <ol>
              <li>Make sure the project&apos;s source can be read publicly, in a public repository.</li>
              <li>
                Add the address of the repository&apos;s root to{' '}
                <code>PROJECT_LINKS</code> in <code>src/data/externalLinks.ts</code>,
                the list of every address outside this site that it links to.
              </li>
              <li>
                Append an entry to <code>openSourceProjects</code> in{' '}
                <code>src/data/showcase.ts</code>, with that address as its{' '}
                <code>url</code>.
              </li>
            </ol>
            <p>
              Either pull request is reviewed for accuracy: the description must
              say what the entry does, not advertise it.
            </p>
          </PageSection>
          <PageSection id="fields" title="Fields of an entry">
            <p>
              Both kinds of entry have the first four fields. Only compositions
              have a <code>preview</code>, and only public projects have a{' '}
              <code>url</code>; each is required where it applies.
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
                <tr>
                  <td><code>url</code></td>
                  <td><code>string</code></td>
                  <td>
                    Public projects only: the <code>https://</code> address of
                    the root of the project&apos;s public repository, taken from{' '}
                    <code>src/data/externalLinks.ts</code>.
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
