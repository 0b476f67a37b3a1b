import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import PageHeader from '@site/src/components/PageHeader';
import PageSection from '@site/src/components/PageSection';
import CostEstimator from './_components/CostEstimator';

const RENDER_COMMAND = `npx remotion lambda functions deploy
npx remotion lambda sites create src/index.ts --site-name=my-video
npx remotion lambda render my-video MyComposition`;

/** The table of defaults and limits: each setting, its default and its allowed range. */
const LIMITS = [
  ['Function memory', '2048 MB', '512 to 10240 MB'],
  ['Function timeout', '120 s', '15 to 900 s'],
  ['Ephemeral disk', '2048 MB', '512 to 10240 MB'],
  ['Frames per Lambda', 'chosen from the video length, at least 20', 'at least 4'],
  ['Functions per render', 'derived from frames per Lambda', 'at most 200'],
  ['Architecture', 'arm64', 'arm64 or x86_64'],
];

export default function LambdaPage(): React.JSX.Element {
  return (
    <Layout
      title="Remotion Lambda"
      description="Render Remotion videos in parallel on AWS Lambda: fast renders, pay per use, output straight to S3.">
      <main>
        <PageHeader
          title="Remotion Lambda"
          lead="Render videos on AWS Lambda, in your own AWS account: the frames of a video are split across many functions that run at once, so a long video renders in a fraction of the time.">
          <div className="margin-top--md">
            <Link className="button button--primary" to="/docs/lambda">
              Read the Lambda guide
            </Link>
          </div>
        </PageHeader>
        <div className="container margin-vert--xl">
          <PageSection id="how" title="How it works">
            <ol>
              <li>
                You deploy a Lambda function once per region, and upload your
                Remotion project to S3 as a <em>site</em>.
              </li>
              <li>
                A render call invokes a main function, which splits the video into
                chunks of frames and invokes one renderer function per chunk.
              </li>
              <li>
                Each renderer function opens the site in a headless browser,
                captures its frames and encodes a chunk; the main function joins
                the chunks into the final file and stores it in S3.
              </li>
            </ol>
            <CodeBlock language="bash">{RENDER_COMMAND}</CodeBlock>
          </PageSection>
          <PageSection id="limits" title="Defaults and limits in Remotion 3.2">
            <table>
              <thead>
                <tr>
                  <th>Setting</th>
                  <th>Default</th>
                  <th>Allowed range</th>
                </tr>
              </thead>
              <tbody>
                {LIMITS.map(([setting, fallback, range]) => (
                  <tr key={setting}>
                    <td>{setting}</td>
                    <td>{fallback}</td>
                    <td>{range}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              Ten AWS regions are supported, from <code>us-east-1</code> to{' '}
              <code>ap-northeast-1</code>. You pay AWS directly for Lambda
              duration, requests and storage; the cost of each render is
              estimated and reported with its progress.
            </p>
          </PageSection>
          <PageSection id="estimate" title="Estimate the cost of a render" className="margin-bottom--xl">
            <p>
              The estimate uses the prices that <code>@remotion/lambda</code> 3.2
              ships with and the same computation as{' '}
              <Link to="/docs/lambda/estimateprice">
                <code>estimatePrice()</code>
              </Link>
              : memory × Lambda time × the duration price of the architecture,
              plus disk above the free 512 MB × Lambda time × the storage price,
              plus the price of each invocation, rounded to 5 decimals. Lambda
              time is the render time of every frame plus 100 ms per chunk, and
              a render invokes one function per chunk plus about the square root
              of that number to start them.
            </p>
            <CostEstimator />
          </PageSection>
          <PageSection id="next" title="Go further">
            <ul>
              <li>
                <Link to="/docs/lambda">Rendering on AWS Lambda</Link>: setup,
                concepts and limits.
              </li>
              <li>
                <Link to="/docs/lambda/cli">The Lambda CLI</Link> and the{' '}
                <Link to="/docs/lambda/api">Node.js API</Link>.
              </li>
            </ul>
          </PageSection>
        </div>
      </main>
    </Layout>
  );
}
