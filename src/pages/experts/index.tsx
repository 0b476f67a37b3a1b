import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import PageHeader from '@site/src/components/PageHeader';
import PageSection from '@site/src/components/PageSection';
import {experts} from '@site/src/data/experts';
import {REMOTION_LINKS} from '@site/src/data/externalLinks';

export default function Experts(): React.JSX.Element {
  return (
    <Layout
      title="Experts"
      description="Freelancers and agencies who build Remotion projects for hire, and how to be listed as one.">
      <main>
        <PageHeader
          title="Remotion experts"
          lead="Need a video pipeline built for you? Experts are developers who have shipped Remotion projects and take on client work."
        />
        <div className="container margin-vert--xl">
          <PageSection id="list" title="Available experts">
            {experts.length === 0 ? (
              <div className="alert alert--info" role="status">
                <p>
                  No experts are listed yet. Until the first one is, the fastest
                  way to find help is to describe your project in the{' '}
                  <Link href={REMOTION_LINKS.discord}>Discord community</Link>
                  , where developers who know Remotion well answer questions and
                  take on work.
                </p>
              </div>
            ) : (
              <div className="row">
                {experts.map((expert) => (
                  <article key={expert.id} id={expert.id} className="col col--4 margin-bottom--lg">
                    <div className="card">
                      <div className="card__header">
                        <Heading as="h3">{expert.name}</Heading>
                      </div>
                      <div className="card__body">
                        <p>{expert.description}</p>
                      </div>
                      <div className="card__footer">
                        <Link href={expert.website}>Website</Link>
                      </div>
                    </div>
                  </article>
                ))}
              </div>
            )}
          </PageSection>
          <PageSection id="become" title="Becoming an expert">
            <p>
              An expert has built at least one Remotion project that can be shown
              publicly and is available for paid work. To be listed, open a pull
              request to this website&apos;s source that adds yourself to{' '}
              <code>src/data/experts.ts</code> with your name, a short
              description of what you offer, a website and, optionally, your
              GitHub and Twitter handles. Link your past Remotion work in the
              pull request so it can be reviewed.
            </p>
          </PageSection>
        </div>
      </main>
    </Layout>
  );
}
