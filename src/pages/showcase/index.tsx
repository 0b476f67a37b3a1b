import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import PageHeader from '@site/src/components/PageHeader';
import {SHOWCASE_TAG_LABELS, showcaseEntries} from '@site/src/data/showcase';

export default function Showcase(): React.JSX.Element {
  return (
    <Layout
      title="Showcase"
      description="Projects and templates made with Remotion, with links to see them and read their source.">
      <PageHeader
        title="Showcase"
        lead="Videos, apps and templates built with Remotion. Every entry links to a public page where you can see it or read its code.">
        <div className="margin-top--md">
          <Link className="button button--secondary" to="/showcase/add">
            Add your project
          </Link>
        </div>
      </PageHeader>
      <main className="container margin-vert--xl">
        <Heading as="h2" className="margin-bottom--lg">
          Projects
        </Heading>
        <ul className="row clean-list">
          {showcaseEntries.map((entry) => (
            <li key={entry.id} id={entry.id} className="col col--6 margin-bottom--lg">
              <article className="card shadow--tl">
                <div className="card__header">
                  <Heading as="h3">{entry.title}</Heading>
                </div>
                <div className="card__body">
                  <p>{entry.description}</p>
                  <p>
                    {entry.tags.map((tag) => (
                      <span key={tag} className="badge badge--secondary margin-right--sm">
                        {SHOWCASE_TAG_LABELS[tag]}
                      </span>
                    ))}
                  </p>
                </div>
                <div className="card__footer">
                  <Link href={entry.url}>View {entry.title}</Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
