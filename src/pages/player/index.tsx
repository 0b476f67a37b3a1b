import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import PageHeader from '@site/src/components/PageHeader';
import PageSection from '@site/src/components/PageSection';
import PlayerPlayground from './_components/PlayerPlayground';

const EMBED_EXAMPLE = `import React from 'react';
import {Player} from '@remotion/player';
import {Title} from './Title';

export const Preview: React.FC = () => {
  return (
    <Player
      component={Title}
      inputProps={{text: 'Hello from the Player'}}
      durationInFrames={90}
      fps={30}
      compositionWidth={1920}
      compositionHeight={1080}
      style={{width: '100%'}}
      controls
      loop
    />
  );
};`;


export default function PlayerPage(): React.JSX.Element {
  return (
    <Layout
      title="Remotion Player"
      description="Embed Remotion videos in any React app with @remotion/player: real-time playback, dynamic props and a full control API.">
      <main>
        <PageHeader
          title="Remotion Player"
          lead="Show a Remotion composition inside your web app, without rendering a file first. Props update instantly, and your own UI can drive playback.">
          <div className="margin-top--md">
            <Link className="button button--primary" to="/docs/player">
              Read the Player docs
            </Link>
          </div>
        </PageHeader>
        <div className="container margin-vert--xl">
          <PageSection id="try" title="Try it" className="margin-bottom--xl">
            <PlayerPlayground />
          </PageSection>
          <PageSection id="why" title="What it is for">
            <ul>
              <li>
                Previews in editors and configurators: a user changes a text or a
                color and sees the video update immediately.
              </li>
              <li>
                Interactive content that does not need to be a file: product
                demos, personalized greetings, data stories.
              </li>
              <li>
                The same component renders later to MP4 with the CLI or Lambda,
                so what users preview is exactly what they get.
              </li>
            </ul>
          </PageSection>
          <PageSection id="embed" title="Embedding a composition">
            <p>
              Install <code>@remotion/player</code> next to <code>remotion</code>,
              then pass your component and its dimensions to{' '}
              <code>&lt;Player&gt;</code>:
            </p>
            <CodeBlock language="tsx" title="src/Preview.tsx">
              {EMBED_EXAMPLE}
            </CodeBlock>
            <p>
              The <Link to="/docs/player">Player guide</Link> covers installation,
              sizing, props and the imperative API for play, pause and seek.
            </p>
          </PageSection>
        </div>
      </main>
    </Layout>
  );
}
