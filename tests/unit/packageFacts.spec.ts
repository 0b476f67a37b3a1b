// Sentences of the docs that state what a Remotion 3.2 package does, held
// against the installed package source, which is the authority on them.
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {spring} from 'remotion';
import {springDemo} from '../../src/components/ApiDemo/demos/spring/entry';

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
  for (const path of ['lambda/troubleshooting/permissions.mdx']) {
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

test('a missing src of <Video> in the Preview and the Player is reported as "No src passed", before the playback check can throw', () => {
  // VideoForDevelopment calls useMediaInTimeline() before useMediaPlayback(); the first throws from its effect.
  const development = packageFile('remotion/dist/video/VideoForDevelopment.js');
  const timelineCall = development.indexOf('useMediaInTimeline)(');
  const playbackCall = development.indexOf('useMediaPlayback)(');
  expect(timelineCall).toBeGreaterThan(-1);
  expect(playbackCall).toBeGreaterThan(timelineCall);
  expect(packageFile('remotion/dist/use-media-in-timeline.js')).toMatch(/if \(!src\) \{\s*throw new Error\('No src passed'\);/);
  expect(packageFile('remotion/dist/use-media-playback.js')).toContain("throw new Error(`No 'src' attribute was passed to the ${tagName} element.`)");
  // <Audio> throws its own message while rendering, before any effect.
  expect(packageFile('remotion/dist/audio/AudioForDevelopment.js')).toMatch(/if \(!src\) \{\s*throw new TypeError\("No 'src' was passed to <Audio>\."\);/);

  const video = page('video.mdx');
  expect(video).not.toContain('No src in the Preview or the Player');
  const section = /### `src` is missing\n([\s\S]*?)\n### /.exec(video)?.[1] ?? '';
  const quotes = [...section.matchAll(/^`([^`\n]+)`$/gm)].map((match) => match[1]);
  expect(quotes).toEqual(['No src passed', "No 'src' attribute was passed to the <tagName> element."]);
  const text = prose(section);
  expect(text.indexOf('React 17')).toBeGreaterThan(-1);
  expect(text.indexOf('React 17')).toBeLessThan(text.indexOf("`No 'src' attribute"));
  expect(page('offthreadvideo.mdx')).toContain('(/docs/video#src-is-missing)');
  expect(page('audio.mdx')).toContain("`No 'src' was passed to <Audio>.`");
});

test('"string refs are not supported" is not explained in the docs: React never hands a string ref to <Video>', () => {
  expect(packageFile('remotion/dist/video/Video.js')).toContain("throw new Error('string refs are not supported')");
  // React turns a string ref into a function (or throws its own error) before the component is called.
  const reactDom = packageFile('react-dom/cjs/react-dom.development.js');
  expect(reactDom).toContain("throw new Error('Function components cannot have string refs. '");
  expect(reactDom).toContain('ref._stringRef = stringRef;');
  const walk = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : /\.mdx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );
  const quoting = walk(join(SITE_ROOT, 'docs')).filter((file) => readFileSync(file, 'utf8').includes('string refs are not supported'));
  expect(quoting).toEqual([]);
  const allowlist: {message: string; reason: string}[] = JSON.parse(readFileSync(join(SITE_ROOT, 'scripts', 'errors-allowlist.json'), 'utf8'));
  expect(allowlist.map((entry) => entry.message)).toContain('string refs are not supported');
});

test("the spring() demo's alt text gives the peak of the default spring", () => {
  let peak = 0;
  for (let frame = 0; frame <= 60; frame++) peak = Math.max(peak, spring({frame, fps: 30}));
  const stated = /overshoots 1 to about (\d+(?:\.\d+)?)/.exec(springDemo.fallbackAlt)?.[1];
  expect(stated).toBeDefined();
  expect(Math.abs(Number(stated) - peak)).toBeLessThan(0.01);
  // The page's own sentence agrees.
  expect(prose(page('spring.mdx'))).toContain(`peaks at about \`${Number(stated).toFixed(2)}\``);
});

test('numbers after Z make the 3.2 path parser loop: it takes none, and its loop ends only on a count that matches or falls short', () => {
  const parser = packageFile('@remotion/paths/dist/helpers/parse.js');
  expect(parser).toContain('z: 0,');
  const loop = /while \(args\.length >= 0\) \{([\s\S]*?)\n {8}\}/.exec(parser)?.[1] ?? '';
  expect(loop).toContain('if (args.length === length[type])');
  expect(loop).toContain('if (args.length < length[type])');
  // With z, splice(0, 0) takes nothing: the numbers stay and the loop never ends.
  expect(loop).toContain('args.splice(0, length[type])');
  expect(prose(page('paths/get-length.mdx'))).toContain('a path such as `M 0 0 L 5 5 Z 3` makes `getLength()` and the functions that share its parser loop forever');
});
