import React, {useState} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import PageHeader from '@site/src/components/PageHeader';
import {SHOWCASE_TAG_LABELS, showcaseEntries, type ShowcaseTag} from '@site/src/data/showcase';
import styles from './styles.module.css';

const TAGS = Object.keys(SHOWCASE_TAG_LABELS) as ShowcaseTag[];

function TagFilter({selected, onSelect}: {selected: ShowcaseTag | null; onSelect: (tag: ShowcaseTag | null) => void}) {
  return (
    <div className={styles.filter} role="group" aria-label="Filter projects by tag">
      {[null, ...TAGS].map((tag) => (
        <button
          key={tag ?? 'all'}
          type="button"
          className={`button button--sm ${selected === tag ? 'button--primary' : 'button--outline button--secondary'}`}
          aria-pressed={selected === tag}
          onClick={() => onSelect(tag)}>
          {tag ? SHOWCASE_TAG_LABELS[tag] : 'All'}
        </button>
      ))}
    </div>
  );
}

export default function Showcase(): React.JSX.Element {
  const [tag, setTag] = useState<ShowcaseTag | null>(null);
  const entries = tag ? showcaseEntries.filter((entry) => entry.tags.includes(tag)) : showcaseEntries;
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
        <Heading as="h2" className="margin-bottom--md">
          Projects
        </Heading>
        <TagFilter selected={tag} onSelect={setTag} />
        <p className="sr-only" aria-live="polite">
          {entries.length} projects shown
        </p>
        <ul className="row clean-list">
          {entries.map((entry) => (
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
