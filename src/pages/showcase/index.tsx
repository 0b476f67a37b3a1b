import React, {useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import PageHeader from '@site/src/components/PageHeader';
import PageSection from '@site/src/components/PageSection';
import LazyPlayer from '@site/src/components/LazyPlayer';
import {
  SHOWCASE_TAG_LABELS,
  openSourceProjects,
  showcaseCompositions,
  type OpenSourceProject,
  type ShowcaseComposition,
  type ShowcaseTag,
} from '@site/src/data/showcase';
import CompositionSource from './_components/CompositionSource';
import styles from './styles.module.css';

const TAGS = Object.keys(SHOWCASE_TAG_LABELS) as ShowcaseTag[];

function TagFilter({selected, onSelect}: {selected: ShowcaseTag | null; onSelect: (tag: ShowcaseTag | null) => void}) {
  return (
    <div className={styles.filter} role="group" aria-label="Filter by tag">
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

function Tags({tags}: {tags: readonly ShowcaseTag[]}) {
  return (
    <p className={styles.tags}>
      <span className="sr-only">Tags: </span>
      {tags.map((tag) => (
        <span key={tag} className="badge badge--secondary">
          {SHOWCASE_TAG_LABELS[tag]}
        </span>
      ))}
    </p>
  );
}

function CompositionCard({entry}: {entry: ShowcaseComposition}) {
  return (
    <article className={clsx('card shadow--tl', styles.card)}>
      <div className={styles.preview} role="group" aria-label={`Preview of ${entry.title}`}>
        <LazyPlayer composition={entry.preview.composition} loading="lazy" />
      </div>
      <div className="card__header">
        <Heading as="h3">{entry.title}</Heading>
      </div>
      <div className="card__body">
        <p>{entry.description}</p>
        <Tags tags={entry.tags} />
      </div>
      <div className="card__footer">
        <CompositionSource composition={entry.preview.composition} title={entry.title} />
      </div>
    </article>
  );
}

function ProjectItem({project}: {project: OpenSourceProject}) {
  return (
    <li id={project.id} className={styles.project}>
      <Heading as="h3" className={styles.projectTitle}>
        <Link href={project.url}>{project.title}</Link>
      </Heading>
      <p>{project.description}</p>
      <Tags tags={project.tags} />
    </li>
  );
}

function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

export default function Showcase(): React.JSX.Element {
  const [tag, setTag] = useState<ShowcaseTag | null>(null);
  const hasTag = (entry: {tags: readonly ShowcaseTag[]}) => tag === null || entry.tags.includes(tag);
  const compositions = showcaseCompositions.filter(hasTag);
  const projects = openSourceProjects.filter(hasTag);
  const tagLabel = tag ? SHOWCASE_TAG_LABELS[tag] : '';
  return (
    <Layout
      title="Showcase"
      description="Compositions from this website, playing live in the Remotion Player with their source code, and open-source projects by the Remotion team with links to their repositories.">
      <main>
        <PageHeader
          title="Showcase"
          lead="Compositions from this website's own source, playing live in your browser, each with its code, and open-source projects by the Remotion team, each with a link to its repository.">
          <div className="margin-top--md">
            <Link className="button button--secondary" to="/showcase/add">
              Add your project
            </Link>
          </div>
        </PageHeader>
        <div className="container margin-vert--xl">
          <TagFilter selected={tag} onSelect={setTag} />
          <p className="sr-only" aria-live="polite">
            {countOf(compositions.length, 'composition', 'compositions')} and{' '}
            {countOf(projects.length, 'project', 'projects')} shown
          </p>
          <PageSection id="compositions" title="Compositions from this site" className="margin-bottom--xl">
            <p>
              Each is a React component in this website&apos;s source, played
              here by the Remotion Player. Press play or click a video to start
              it, and open its source code to read the files it is made of.
            </p>
            {compositions.length > 0 ? (
              <ul className="row clean-list">
                {compositions.map((entry) => (
                  <li key={entry.id} id={entry.id} className={clsx('col col--6 margin-bottom--lg', styles.cardCell)}>
                    <CompositionCard entry={entry} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>No composition has the tag {tagLabel}.</p>
            )}
          </PageSection>
          <PageSection id="open-source-projects" title="Open-source projects by the Remotion team">
            {projects.length > 0 ? (
              <ul className={styles.projects}>
                {projects.map((project) => (
                  <ProjectItem key={project.id} project={project} />
                ))}
              </ul>
            ) : (
              <p>No project in this list has the tag {tagLabel}.</p>
            )}
          </PageSection>
        </div>
      </main>
    </Layout>
  );
}
