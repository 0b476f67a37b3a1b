import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import PageSection from '@site/src/components/PageSection';
import {REMOTION_LINKS} from '@site/src/data/externalLinks';

export default function About(): React.JSX.Element {
  return (
    <Layout
      title="About"
      description="What Remotion is, who makes it, how it is licensed, and how to get in touch or contribute.">
      <main>
        <PageHeader
          title="About Remotion"
          lead="Remotion is a source-available toolkit for creating videos with React: its code is public on GitHub, under a license of its own rather than an open source one, and its development is funded by company licenses."
        />
        <div className="container margin-vert--xl">
          <PageSection id="project" title="The project">
            <p>
              Remotion started from a simple idea: if a video is a sequence of
              frames, and a frame is a picture of some state, then a React
              component that receives the frame number can describe a whole
              video. Everything the web platform can draw becomes available to
              video: layout with CSS, vector graphics with SVG, 3D with WebGL,
              data from any API.
            </p>
            <p>
              The toolkit is split into packages: <code>remotion</code> for
              composing videos, <code>@remotion/cli</code> and{' '}
              <code>@remotion/renderer</code> for rendering,{' '}
              <code>@remotion/player</code> for playback in web apps and{' '}
              <code>@remotion/lambda</code> for rendering on AWS. It was created
              by Jonny Burger and first released in February 2021; read the{' '}
              <Link to="/blog/introducing-remotion">announcement</Link> for the
              story.
            </p>
          </PageSection>
          <PageSection id="license" title="License">
            <p>
              Remotion is source-available, not open source: the code is public,
              but it is distributed under its own license with two tiers.
              Individuals, for-profit organizations with up to 3 employees and
              non-profits can use it for free, commercial work included, and so
              can anyone evaluating it before using it commercially. Other
              for-profit organizations need a company license, which pays for
              the project&apos;s development.
              The exact terms are on the{' '}
              <Link to="/docs/license">license and pricing</Link> page.
            </p>
          </PageSection>
          <PageSection id="contact" title="Contact and contributing">
            <ul>
              <li>
                Questions and help: the community chat on{' '}
                <Link href={REMOTION_LINKS.discord}>Discord</Link>.
              </li>
              <li>
                Bugs and feature requests: the{' '}
                <Link href={REMOTION_LINKS.issues}>issue tracker on GitHub</Link>
                .
              </li>
              <li>
                Code changes: pull requests to{' '}
                <Link href={REMOTION_LINKS.repository}>remotion-dev/remotion</Link>.
              </li>
              <li>
                A mistake in these docs: describe it in a{' '}
                <Link href={REMOTION_LINKS.newIssue}>new issue</Link>.
              </li>
              <li>
                News: the <Link to="/blog">blog</Link> and{' '}
                <Link href={REMOTION_LINKS.twitter}>@remotion on Twitter</Link>.
              </li>
            </ul>
          </PageSection>
        </div>
      </main>
    </Layout>
  );
}
