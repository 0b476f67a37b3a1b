import React from 'react';
import HomePlayer from './_components/HomePlayer';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import FirstPaintAfter from '@site/src/components/FirstPaintAfter';
import styles from './index.module.css';

const FIRST_COMPOSITION = `import React from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame} from 'remotion';

export const Title: React.FC<{text: string}> = ({text}) => {
  const frame = useCurrentFrame();
  const opacity = interpolate(frame, [0, 30], [0, 1], {
    extrapolateRight: 'clamp',
  });

  return (
    <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center'}}>
      <h1 style={{opacity, fontSize: 120}}>{text}</h1>
    </AbsoluteFill>
  );
};`;

const FEATURES = [
  {
    title: 'Write videos in React',
    body: 'A video is a React component that receives the current frame. Use CSS, SVG, Canvas and WebGL, components, props and npm packages you already know.',
    to: '/docs/the-fundamentals',
    linkLabel: 'Learn the fundamentals',
  },
  {
    title: 'Embed with the Player',
    body: 'Play any composition inside a web app with @remotion/player, change its props at runtime and control playback from your own UI.',
    to: '/player/',
    linkLabel: 'Explore the Player',
  },
  {
    title: 'Render in the cloud',
    body: 'Remotion Lambda splits a render into chunks, renders them in parallel on AWS Lambda and stitches the result into one file on S3.',
    to: '/lambda/',
    linkLabel: 'See Remotion Lambda',
  },
  {
    title: 'Render locally or on a server',
    body: 'The CLI renders videos, stills and GIFs on your machine. The renderer library exposes the same steps to Node.js for your own pipelines.',
    to: '/docs/render',
    linkLabel: 'Render your first video',
  },
];

/**
 * Its buttons are centred in one row, so a frame painted between the first
 * button and the second would move the first one when the second arrives:
 * the first paint waits for the whole hero.
 */
const HERO_ID = 'hero';

export default function Home(): React.JSX.Element {
  return (
    <Layout
      title="Make videos programmatically"
      description="Remotion lets you create real MP4 videos with React: animate with code, preview in the browser, render locally, on a server or on AWS Lambda.">
      <FirstPaintAfter elementId={HERO_ID} />
      <main>
        <header id={HERO_ID} className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.heroTitle}>
              Make videos programmatically
            </Heading>
            <p className={styles.heroLead}>
              Remotion turns React components into real videos. Animate with
              code, reuse components, fetch data, and render MP4, WebM, GIF and
              still images from the command line, from Node.js or on AWS Lambda.
            </p>
            <div className={styles.install}>
              <CodeBlock language="bash">npm init video</CodeBlock>
            </div>
            <div className={styles.heroActions}>
              <Link className="button button--primary button--lg" to="/docs/">
                Get started
              </Link>
              <Link className="button button--secondary button--lg" to="/docs/remotion">
                API reference
              </Link>
            </div>
          </div>
        </header>
        <section className="container margin-vert--xl" aria-labelledby="features">
          <Heading as="h2" id="features">
            One toolkit, from first frame to final file
          </Heading>
          <div className="row">
            {FEATURES.map((feature) => (
              <div key={feature.title} className="col col--6 margin-bottom--lg">
                <div className={styles.feature}>
                  <Heading as="h3">{feature.title}</Heading>
                  <p>{feature.body}</p>
                  <Link to={feature.to}>{feature.linkLabel}</Link>
                </div>
              </div>
            ))}
          </div>
        </section>
        <section className="container margin-vert--xl" aria-labelledby="live">
          <Heading as="h2" id="live">
            A video that is also a component
          </Heading>
          <p>
            This Player runs the composition from this website&apos;s source,
            live in your browser. Change its text and color: the next frame
            already shows it, because the props are just React props.
          </p>
          <HomePlayer />
        </section>
        <section className="container margin-vert--xl" aria-labelledby="code">
          <Heading as="h2" id="code">
            Animation is a function of the frame
          </Heading>
          <p>
            Every frame is rendered from the frame number alone, so a render is
            deterministic and can be split across many machines. This component
            fades a title in over the first second of a 30 fps video:
          </p>
          <CodeBlock language="tsx" title="src/Title.tsx">
            {FIRST_COMPOSITION}
          </CodeBlock>
        </section>
        <section className="container margin-vert--xl" aria-labelledby="more">
          <Heading as="h2" id="more">
            Keep up with the project
          </Heading>
          <p>
            Read what each release added on the <Link to="/blog">blog</Link>,
            see how companies build products with programmatic video in the{' '}
            <Link to="/success-stories">success stories</Link>, and browse
            projects made with Remotion in the{' '}
            <Link to="/showcase/">showcase</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}
