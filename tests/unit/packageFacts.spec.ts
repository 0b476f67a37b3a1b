// Sentences of the docs that state what a Remotion 3.2 package does, held
// against the installed package source, which is the authority on them.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';

const SITE_ROOT = join(__dirname, '..', '..');
const page = (path: string) => readFileSync(join(SITE_ROOT, 'docs', path), 'utf8');
const packageFile = (path: string) => readFileSync(join(SITE_ROOT, 'node_modules', path), 'utf8');
/** Joins a page's lines so that a sentence wrapped in the source reads as one. */
const prose = (text: string) => text.replace(/\s+/g, ' ');

test('buckets made by Lambda 3.2 get a public-read ACL; the page names 3.3.87 as the release that changed that', () => {
  expect(packageFile('@remotion/lambda/dist/api/create-bucket.js')).toContain("ACL: 'public-read'");
  const text = prose(page('lambda/troubleshooting/bucket-disallows-acl.mdx'));
  expect(text).toContain('from 3.3.87 on, create the bucket');
  expect(text).not.toMatch(/3\.3\.(8[89]|9\d)/);
});

test('only <Img> (and <OffthreadVideo> through it) leaves a failed load to time out; <Audio> and <Video> throw', () => {
  const img = packageFile('remotion/dist/Img.js');
  // Its error handler logs or calls onError; nothing in it releases the delayRender() handle.
  const onErrorHandler = /const didGetError = [\s\S]*?\}, \[onError\]\);/.exec(img)?.[0] ?? '';
  expect(onErrorHandler).toContain('Error loading image with src:');
  expect(onErrorHandler).not.toMatch(/continueRender|throw/);
  expect(packageFile('remotion/dist/video/OffthreadVideoForRendering.js')).toMatch(/jsx\)\(Img_1\.Img, \{[^}]*onError: onErr/);
  expect(packageFile('remotion/dist/audio/Audio.js')).toMatch(/throw new Error\(`Could not play audio with src/);
  expect(packageFile('remotion/dist/video/VideoForRendering.js')).toMatch(/throw new Error\(`The browser threw an error while playing the video/);

  const section = /### An asset never loads\n([\s\S]*?)\n### /.exec(page('troubleshooting/timeout.mdx'))?.[1] ?? '';
  const text = prose(section);
  expect(text).toContain('`<Img>` holds the frame until its image has loaded');
  expect(text).toContain('`<OffthreadVideo>` shows each frame through an `<Img>`');
  expect(text).toContain('`<Audio>` and `<Video>` behave differently: when their file fails to load they throw at once');
  expect(text).toContain('(/docs/media-playback-error)');
  expect(text).not.toMatch(/<Audio>`? and `?<Video>`? wait/);
});

test('the "Unable to access item" message is quoted as Lambda prints it without an endpoint', () => {
  const source = packageFile('@remotion/lambda/dist/functions/helpers/find-output-file-in-bucket.js');
  // `from bucket "${name}" ${endpoint ? "(S3 Endpoint = …)" : ''}. The …`: a space, an empty string, then the period.
  expect(source).toMatch(/from bucket "\$\{renderBucketName\}" \$\{[\s\S]*?: ''\}\. The "\$\{suggested_policy_1\.ROLE_NAME\}" role/);
  const printed = 'from bucket "remotionlambda-7fq2nd81xz" . The "remotion-lambda-role" role must have permission';
  for (const path of ['lambda/troubleshooting.mdx', 'lambda/troubleshooting/permissions.mdx']) {
    const text = page(path);
    expect(text, path).toContain(printed);
    expect(text, path).not.toMatch(/from bucket "[^"]*"\. The/);
  }
});

test('the Lambda still command picks the image format in the order of determineFinalImageFormat()', () => {
  const source = packageFile('@remotion/cli/dist/determine-image-format.js');
  const sources = [...source.matchAll(/source: '([^']+)'/g)].map((match) => match[1]);
  expect(sources).toEqual(['Download name extension', 'Out name extension', '--image-format flag', 'Config file', 'Default']);
  expect(packageFile('@remotion/lambda/dist/cli/commands/still.js')).toContain('configImageFormat: (_d = cli_1.ConfigInternals.getUserPreferredImageFormat())');
  expect(prose(page('lambda/gif-and-stills.mdx'))).toContain(
    'from the download path or `--out-name` (`.png`, `.jpg` or `.jpeg`), then from `--image-format`, then from `Config.Rendering.setImageFormat()` in the config file (unless it is `none`), and uses `png` otherwise',
  );
});
