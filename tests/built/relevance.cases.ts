export type RelevanceCategory = 'api' | 'question' | 'page-plus-body' | 'cli' | 'config' | 'lambda' | 'error' | 'typo' | 'pasted-error' | 'reference';
export type RelevanceCase = {
  category: RelevanceCategory;
  query: string;
  expected: string;
  /** Pages that are as right: two messages that read the same up to the modal's 64 characters. */
  alsoExpected?: readonly string[];
};

/** Query → the page a developer expects among the first three pages of results. */
export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  // ---------------------------------------------------------------------------
  // api: API names as developers type them, across all packages.
  // ---------------------------------------------------------------------------
  // remotion
  {category: 'api', query: 'interpolate', expected: '/docs/interpolate'},
  {category: 'api', query: '<Sequence>', expected: '/docs/sequence'},
  {category: 'api', query: 'spring()', expected: '/docs/spring'},
  {category: 'api', query: 'useCurrentFrame', expected: '/docs/use-current-frame'},
  {category: 'api', query: 'usevideoconfig', expected: '/docs/use-video-config'},
  {category: 'api', query: 'AbsoluteFill', expected: '/docs/absolute-fill'},
  {category: 'api', query: '<Composition>', expected: '/docs/composition'},
  {category: 'api', query: 'Series', expected: '/docs/series'},
  {category: 'api', query: 'OffthreadVideo', expected: '/docs/offthreadvideo'},
  {category: 'api', query: '<Video>', expected: '/docs/video'},
  {category: 'api', query: '<Audio />', expected: '/docs/audio'},
  {category: 'api', query: 'Img', expected: '/docs/img'},
  {category: 'api', query: 'IFrame', expected: '/docs/iframe'},
  {category: 'api', query: 'delayRender', expected: '/docs/delay-render'},
  {category: 'api', query: 'continueRender()', expected: '/docs/continue-render'},
  {category: 'api', query: 'staticFile', expected: '/docs/staticfile'},
  {category: 'api', query: 'getinputprops', expected: '/docs/get-input-props'},
  {category: 'api', query: 'registerRoot', expected: '/docs/register-root'},
  {category: 'api', query: 'interpolateColors', expected: '/docs/interpolate-colors'},
  {category: 'api', query: 'Easing', expected: '/docs/easing'},
  {category: 'api', query: 'measureSpring', expected: '/docs/measure-spring'},
  {category: 'api', query: 'random()', expected: '/docs/random'},
  {category: 'api', query: '<Loop>', expected: '/docs/loop'},
  {category: 'api', query: 'Freeze', expected: '/docs/freeze'},
  {category: 'api', query: '<Folder>', expected: '/docs/folder'},
  {category: 'api', query: '<Still>', expected: '/docs/still'},
  {category: 'api', query: 'prefetch()', expected: '/docs/prefetch'},
  // @remotion/player
  {category: 'api', query: '<Player>', expected: '/docs/player/api'},
  {category: 'api', query: 'PlayerRef', expected: '/docs/player/api'},
  {category: 'api', query: '@remotion/player', expected: '/docs/player'},
  // @remotion/renderer
  {category: 'api', query: 'renderMedia', expected: '/docs/renderer/render-media'},
  {category: 'api', query: 'renderStill()', expected: '/docs/renderer/render-still'},
  {category: 'api', query: 'getCompositions', expected: '/docs/renderer/get-compositions'},
  {category: 'api', query: 'renderframes', expected: '/docs/renderer/render-frames'},
  {category: 'api', query: 'stitchFramesToVideo', expected: '/docs/renderer/stitch-frames-to-video'},
  {category: 'api', query: 'openBrowser', expected: '/docs/renderer/open-browser'},
  {category: 'api', query: 'makeCancelSignal', expected: '/docs/renderer/make-cancel-signal'},
  // @remotion/bundler
  {category: 'api', query: 'bundle()', expected: '/docs/bundle'},
  {category: 'api', query: '@remotion/bundler', expected: '/docs/bundler'},
  // @remotion/lambda
  {category: 'api', query: 'renderMediaOnLambda', expected: '/docs/lambda/rendermediaonlambda'},
  {category: 'api', query: 'renderStillOnLambda()', expected: '/docs/lambda/renderstillonlambda'},
  {category: 'api', query: 'getRenderProgress', expected: '/docs/lambda/getrenderprogress'},
  {category: 'api', query: 'deployFunction', expected: '/docs/lambda/deployfunction'},
  {category: 'api', query: 'deploySite', expected: '/docs/lambda/deploysite'},
  {category: 'api', query: 'getOrCreateBucket', expected: '/docs/lambda/getorcreatebucket'},
  {category: 'api', query: 'presignUrl', expected: '/docs/lambda/presignurl'},
  {category: 'api', query: 'validateWebhookSignature', expected: '/docs/lambda/validatewebhooksignature'},
  {category: 'api', query: 'estimateprice', expected: '/docs/lambda/estimateprice'},
  {category: 'api', query: 'getFunctions', expected: '/docs/lambda/getfunctions'},
  {category: 'api', query: 'downloadMedia', expected: '/docs/lambda/downloadmedia'},
  {category: 'api', query: 'simulatePermissions', expected: '/docs/lambda/simulatepermissions'},
  // @remotion/gif
  {category: 'api', query: '<Gif>', expected: '/docs/gif/gif'},
  {category: 'api', query: 'getGifDurationInSeconds', expected: '/docs/gif/get-gif-duration-in-seconds'},
  // @remotion/lottie
  {category: 'api', query: '<Lottie>', expected: '/docs/lottie/lottie'},
  {category: 'api', query: 'getLottieMetadata', expected: '/docs/lottie/getlottiemetadata'},
  // @remotion/media-utils
  {category: 'api', query: 'getAudioDurationInSeconds', expected: '/docs/get-audio-duration-in-seconds'},
  {category: 'api', query: 'getAudioData', expected: '/docs/get-audio-data'},
  {category: 'api', query: 'getVideoMetadata', expected: '/docs/get-video-metadata'},
  {category: 'api', query: 'getWaveformPortion', expected: '/docs/get-waveform-portion'},
  {category: 'api', query: 'useAudioData', expected: '/docs/use-audio-data'},
  {category: 'api', query: 'visualizeAudio()', expected: '/docs/visualize-audio'},
  {category: 'api', query: 'audioBufferToDataUrl', expected: '/docs/audio-buffer-to-data-url'},
  // @remotion/motion-blur
  {category: 'api', query: '<Trail>', expected: '/docs/motion-blur/trail'},
  {category: 'api', query: 'MotionBlur', expected: '/docs/motion-blur/motion-blur'},
  // @remotion/noise
  {category: 'api', query: 'noise2D', expected: '/docs/noise/noise-2d'},
  {category: 'api', query: 'noise3d', expected: '/docs/noise/noise-3d'},
  {category: 'api', query: 'noise4D()', expected: '/docs/noise/noise-4d'},
  // @remotion/paths
  {category: 'api', query: 'evolvePath', expected: '/docs/paths/evolve-path'},
  {category: 'api', query: 'getLength', expected: '/docs/paths/get-length'},
  {category: 'api', query: 'interpolatePath', expected: '/docs/paths/interpolate-path'},
  {category: 'api', query: 'getPointAtLength', expected: '/docs/paths/get-point-at-length'},
  {category: 'api', query: 'normalizepath', expected: '/docs/paths/normalize-path'},
  {category: 'api', query: 'reversePath()', expected: '/docs/paths/reverse-path'},
  {category: 'api', query: 'getTangentAtLength', expected: '/docs/paths/get-tangent-at-length'},
  // @remotion/preload
  {category: 'api', query: 'preloadVideo', expected: '/docs/preload/preload-video'},
  {category: 'api', query: 'preloadAudio()', expected: '/docs/preload/preload-audio'},
  {category: 'api', query: 'resolveRedirect', expected: '/docs/preload/resolve-redirect'},
  // @remotion/three
  {category: 'api', query: '<ThreeCanvas>', expected: '/docs/three-canvas'},
  {category: 'api', query: 'useVideoTexture', expected: '/docs/use-video-texture'},
  // @remotion/skia
  {category: 'api', query: 'SkiaCanvas', expected: '/docs/skia/skia-canvas'},
  {category: 'api', query: 'enableSkia', expected: '/docs/skia/enable-skia'},

  // ---------------------------------------------------------------------------
  // question: natural questions from developers who don't know the page.
  // ---------------------------------------------------------------------------
  {category: 'question', query: 'how do I render a gif', expected: '/docs/animated-gifs'},
  {category: 'question', query: 'change video speed', expected: '/docs/video'},
  {category: 'question', query: 'add background music', expected: '/docs/using-audio'},
  {category: 'question', query: 'loop a video', expected: '/docs/snippets/loop-video'},
  {category: 'question', query: 'use custom fonts', expected: '/docs/fonts'},
  {category: 'question', query: 'transparent background video', expected: '/docs/transparent-videos'},
  {category: 'question', query: 'render only part of the video', expected: '/docs/frame-ranges'},
  {category: 'question', query: 'fetch data before render', expected: '/docs/data-fetching'},
  {category: 'question', query: 'make video length depend on data', expected: '/docs/dynamic-duration'},
  {category: 'question', query: 'send json data to my video when rendering', expected: '/docs/parametrized-rendering'},
  {category: 'question', query: 'render a video from my node server', expected: '/docs/ssr'},
  {category: 'question', query: 'why is my render so slow', expected: '/docs/performance'},
  {category: 'question', query: 'video flickers after rendering', expected: '/docs/flickering'},
  {category: 'question', query: 'render crashes because it runs out of memory', expected: '/docs/memory'},
  {category: 'question', query: 'export the video in 4k', expected: '/docs/scaling-output'},
  {category: 'question', query: 'generate a thumbnail image', expected: '/docs/stills'},
  {category: 'question', query: 'export just the mp3', expected: '/docs/audio-only'},
  {category: 'question', query: 'show captions on the video', expected: '/docs/snippets/subtitles'},
  {category: 'question', query: 'render my videos in a ci workflow', expected: '/docs/github-actions'},
  {category: 'question', query: 'do I need to pay to use remotion', expected: '/docs/license'},
  {category: 'question', query: 'animate drawing an svg line', expected: '/docs/svg-paths'},
  {category: 'question', query: 'Math.random gives different results every frame', expected: '/docs/using-randomness'},
  {category: 'question', query: 'player does not play sound automatically', expected: '/docs/player/autoplay'},
  {category: 'question', query: 'embed the video in my next.js site', expected: '/docs/player/integration'},
  {category: 'question', query: 'can I export the mp4 inside the browser', expected: '/docs/miscellaneous/render-in-browser'},
  {category: 'question', query: 'show percentage while the video renders', expected: '/docs/render-progress'},
  {category: 'question', query: 'stop a render that takes too long', expected: '/docs/cancel-render'},
  {category: 'question', query: 'install remotion into my existing react app', expected: '/docs/brownfield'},
  {category: 'question', query: 'make the output file smaller', expected: '/docs/encoding'},
  {category: 'question', query: 'save every frame as a png file', expected: '/docs/image-sequences'},
  {category: 'question', query: 'play scenes one after the other', expected: '/docs/series'},
  {category: 'question', query: 'read values from a .env file', expected: '/docs/env-variables'},
  {category: 'question', query: 'bouncy physics animation', expected: '/docs/spring'},
  {category: 'question', query: 'set up remotion for the first time', expected: '/docs/'},
  {category: 'question', query: 'remote image blocked by cors', expected: '/docs/cors'},
  {category: 'question', query: 'use my after effects animation', expected: '/docs/lottie/after-effects'},
  {category: 'question', query: 'reveal text letter by letter', expected: '/docs/snippets/typewriter-text'},
  {category: 'question', query: 'slowly zoom into a photo', expected: '/docs/snippets/ken-burns'},
  {category: 'question', query: 'animate a number counting up to 100', expected: '/docs/snippets/counting-number'},
  {category: 'question', query: 'make a 3d scene with react three fiber', expected: '/docs/three-js'},

  // ---------------------------------------------------------------------------
  // page-plus-body: a page's name plus a word that appears on that page.
  // ---------------------------------------------------------------------------
  {category: 'page-plus-body', query: 'interpolate extrapolateRight', expected: '/docs/interpolate'},
  {category: 'page-plus-body', query: 'spring damping', expected: '/docs/spring'},
  {category: 'page-plus-body', query: 'Player controls', expected: '/docs/player/api'},
  {category: 'page-plus-body', query: 'renderMedia codec', expected: '/docs/renderer/render-media'},
  {category: 'page-plus-body', query: 'Sequence from', expected: '/docs/sequence'},
  {category: 'page-plus-body', query: 'Audio volume', expected: '/docs/audio'},
  {category: 'page-plus-body', query: 'Lottie playbackRate', expected: '/docs/lottie/lottie'},
  {category: 'page-plus-body', query: 'evolvePath progress', expected: '/docs/paths/evolve-path'},
  {category: 'page-plus-body', query: 'render command', expected: '/docs/cli/render'},
  {category: 'page-plus-body', query: 'still flag', expected: '/docs/cli/still'},
  {category: 'page-plus-body', query: 'Composition defaultProps', expected: '/docs/composition'},
  {category: 'page-plus-body', query: 'OffthreadVideo imageFormat', expected: '/docs/offthreadvideo'},
  {category: 'page-plus-body', query: 'Video startFrom', expected: '/docs/video'},
  {category: 'page-plus-body', query: 'Loop times', expected: '/docs/loop'},
  {category: 'page-plus-body', query: 'Series offset', expected: '/docs/series'},
  {category: 'page-plus-body', query: 'Player inputProps', expected: '/docs/player/api'},
  {category: 'page-plus-body', query: 'Player seekTo', expected: '/docs/player/api'},
  {category: 'page-plus-body', query: 'bundle webpackOverride', expected: '/docs/bundle'},
  {category: 'page-plus-body', query: 'renderMediaOnLambda framesPerLambda', expected: '/docs/lambda/rendermediaonlambda'},
  {category: 'page-plus-body', query: 'deployFunction memorySizeInMb', expected: '/docs/lambda/deployfunction'},
  {category: 'page-plus-body', query: 'getRenderProgress overallProgress', expected: '/docs/lambda/getrenderprogress'},
  {category: 'page-plus-body', query: 'Gif fit', expected: '/docs/gif/gif'},
  {category: 'page-plus-body', query: 'Trail layers', expected: '/docs/motion-blur/trail'},
  {category: 'page-plus-body', query: 'visualizeAudio numberOfSamples', expected: '/docs/visualize-audio'},
  {category: 'page-plus-body', query: 'measureSpring threshold', expected: '/docs/measure-spring'},
  {category: 'page-plus-body', query: 'noise3D seed', expected: '/docs/noise/noise-3d'},
  {category: 'page-plus-body', query: 'Easing bezier', expected: '/docs/easing'},
  {category: 'page-plus-body', query: 'stitchFramesToVideo assetsInfo', expected: '/docs/renderer/stitch-frames-to-video'},
  {category: 'page-plus-body', query: 'delayRender label', expected: '/docs/delay-render'},
  {category: 'page-plus-body', query: 'useVideoConfig durationInFrames', expected: '/docs/use-video-config'},
  {category: 'page-plus-body', query: 'compositions command', expected: '/docs/cli/compositions'},
  {category: 'page-plus-body', query: 'preview command', expected: '/docs/cli/preview'},
  {category: 'page-plus-body', query: 'benchmark flag', expected: '/docs/cli/benchmark'},

  // ---------------------------------------------------------------------------
  // cli: commands and flags; expected = the page that documents them.
  // ---------------------------------------------------------------------------
  {category: 'cli', query: 'npx remotion render', expected: '/docs/cli/render'},
  {category: 'cli', query: '--concurrency', expected: '/docs/cli/render'},
  {category: 'cli', query: '--every-nth-frame', expected: '/docs/cli/render'},
  {category: 'cli', query: 'remotion preview port', expected: '/docs/cli/preview'},
  {category: 'cli', query: 'npx remotion lambda sites create', expected: '/docs/lambda/cli/sites'},
  {category: 'cli', query: '--props', expected: '/docs/cli/render'},
  {category: 'cli', query: 'remotion upgrade', expected: '/docs/cli/upgrade'},
  {category: 'cli', query: 'npx remotion still', expected: '/docs/cli/still'},
  {category: 'cli', query: '--frames=0-89', expected: '/docs/cli/render'},
  {category: 'cli', query: '--frame', expected: '/docs/cli/still'},
  {category: 'cli', query: '--codec=prores', expected: '/docs/cli/render'},
  {category: 'cli', query: '--crf', expected: '/docs/cli/render'},
  {category: 'cli', query: '--pixel-format yuva420p', expected: '/docs/cli/render'},
  {category: 'cli', query: '--sequence', expected: '/docs/cli/render'},
  {category: 'cli', query: '--number-of-gif-loops', expected: '/docs/cli/render'},
  {category: 'cli', query: '--enforce-audio-track', expected: '/docs/cli/render'},
  {category: 'cli', query: '--prores-profile', expected: '/docs/cli/render'},
  {category: 'cli', query: '--disable-keyboard-shortcuts', expected: '/docs/cli/preview'},
  {category: 'cli', query: 'npx remotion compositions', expected: '/docs/cli/compositions'},
  {category: 'cli', query: 'remotion benchmark --runs', expected: '/docs/cli/benchmark'},
  {category: 'cli', query: '--concurrencies', expected: '/docs/cli/benchmark'},
  {category: 'cli', query: 'npx remotion versions', expected: '/docs/cli/versions'},
  {category: 'cli', query: 'remotion help', expected: '/docs/cli/help'},
  {category: 'cli', query: 'npx remotion lambda functions deploy', expected: '/docs/lambda/cli/functions'},
  {category: 'cli', query: 'lambda functions deploy --memory', expected: '/docs/lambda/cli/functions'},
  {category: 'cli', query: '--frames-per-lambda', expected: '/docs/lambda/cli/render'},
  {category: 'cli', query: 'npx remotion lambda render', expected: '/docs/lambda/cli/render'},
  {category: 'cli', query: 'npx remotion lambda still', expected: '/docs/lambda/cli/still'},
  {category: 'cli', query: 'remotion lambda policies user', expected: '/docs/lambda/cli/policies'},
  {category: 'cli', query: 'npx remotion lambda quotas increase', expected: '/docs/lambda/cli/quotas'},
  {category: 'cli', query: 'remotion lambda regions', expected: '/docs/lambda/cli/regions'},
  {category: 'cli', query: '--site-name', expected: '/docs/lambda/cli/sites'},
  {category: 'cli', query: '--out-name', expected: '/docs/lambda/cli/render'},
  {category: 'cli', query: '--max-retries', expected: '/docs/lambda/cli/render'},

  // ---------------------------------------------------------------------------
  // config: remotion.config.ts setters; /docs/config unless a more specific
  // page is the obvious answer.
  // ---------------------------------------------------------------------------
  {category: 'config', query: 'setConcurrency', expected: '/docs/config'},
  {category: 'config', query: 'Config.Rendering.setImageFormat', expected: '/docs/config'},
  {category: 'config', query: 'overrideWebpackConfig', expected: '/docs/config'},
  {category: 'config', query: 'setChromiumOpenGlRenderer', expected: '/docs/config'},
  {category: 'config', query: 'remotion.config.ts', expected: '/docs/config'},
  {category: 'config', query: 'setPixelFormat', expected: '/docs/config'},
  {category: 'config', query: 'Config.Output.setCodec', expected: '/docs/config'},
  {category: 'config', query: 'setCrf', expected: '/docs/config'},
  {category: 'config', query: 'setOverwriteOutput', expected: '/docs/config'},
  {category: 'config', query: 'setPublicDir', expected: '/docs/config'},
  {category: 'config', query: 'Config.Bundling.setPort', expected: '/docs/config'},
  {category: 'config', query: 'setMaxTimelineTracks', expected: '/docs/config'},
  {category: 'config', query: 'setKeyboardShortcutsEnabled', expected: '/docs/config'},
  {category: 'config', query: 'setCachingEnabled', expected: '/docs/config'},
  {category: 'config', query: 'Config.Log.setLevel', expected: '/docs/config'},
  {category: 'config', query: 'setBrowserExecutable', expected: '/docs/config'},
  {category: 'config', query: 'Config.Puppeteer.setTimeoutInMilliseconds', expected: '/docs/config'},
  {category: 'config', query: 'setChromiumDisableWebSecurity', expected: '/docs/config'},
  {category: 'config', query: 'setChromiumHeadlessMode', expected: '/docs/config'},
  {category: 'config', query: 'setDotEnvLocation', expected: '/docs/config'},
  {category: 'config', query: 'setQuality', expected: '/docs/config'},
  {category: 'config', query: 'setFrameRange', expected: '/docs/config'},
  {category: 'config', query: 'setFfmpegExecutable', expected: '/docs/config'},
  {category: 'config', query: 'Config.Rendering.setScale', expected: '/docs/config'},
  {category: 'config', query: 'setEveryNthFrame', expected: '/docs/config'},
  {category: 'config', query: 'setNumberOfGifLoops', expected: '/docs/config'},
  {category: 'config', query: 'setEnforceAudioTrack', expected: '/docs/config'},
  {category: 'config', query: 'setOutputLocation', expected: '/docs/config'},
  {category: 'config', query: 'setProResProfile', expected: '/docs/config'},
  {category: 'config', query: 'overrideFfmpegCommand', expected: '/docs/config'},
  {category: 'config', query: 'setImageSequence', expected: '/docs/config'},
  {category: 'config', query: 'remotion config file', expected: '/docs/config'},
  // Deprecated setter with a page of its own.
  {category: 'config', query: 'Config.Output.setOutputFormat', expected: '/docs/set-output-format'},

  // ---------------------------------------------------------------------------
  // lambda: tasks around Remotion Lambda.
  // ---------------------------------------------------------------------------
  {category: 'lambda', query: 'lambda pricing', expected: '/docs/lambda/cost'},
  {category: 'lambda', query: 'deploy lambda function', expected: '/docs/lambda/deployfunction'},
  {category: 'lambda', query: 'lambda concurrency limit', expected: '/docs/lambda/concurrency'},
  {category: 'lambda', query: 'render video on aws', expected: '/docs/lambda'},
  {category: 'lambda', query: 'lambda webhook', expected: '/docs/lambda/webhooks'},
  {category: 'lambda', query: 'lambda permissions', expected: '/docs/lambda/permissions'},
  {category: 'lambda', query: 'lambda s3 bucket', expected: '/docs/lambda/getorcreatebucket'},
  {category: 'lambda', query: 'lambda region', expected: '/docs/lambda/region-selection'},
  {category: 'lambda', query: 'lambda cost estimate', expected: '/docs/lambda/cost'},
  {category: 'lambda', query: 'uninstall lambda', expected: '/docs/lambda/uninstall'},
  {category: 'lambda', query: 'lambda timeout', expected: '/docs/lambda/runtime'},
  {category: 'lambda', query: 'lambda memory size', expected: '/docs/lambda/runtime'},
  {category: 'lambda', query: 'lambda disk space', expected: '/docs/lambda/disk-size'},
  {category: 'lambda', query: 'framesPerLambda', expected: '/docs/lambda/concurrency'},
  {category: 'lambda', query: 'lambda iam user and role setup', expected: '/docs/lambda/setup'},
  {category: 'lambda', query: 'upgrade lambda function to new version', expected: '/docs/lambda/upgrading'},
  {category: 'lambda', query: 'TooManyRequestsException', expected: '/docs/lambda/troubleshooting/rate-limit'},
  {category: 'lambda', query: 'lambda AccessDenied', expected: '/docs/lambda/troubleshooting/permissions'},
  {category: 'lambda', query: 'how long can a lambda video be', expected: '/docs/lambda/faq'},
  {category: 'lambda', query: 'save lambda render to my own bucket', expected: '/docs/lambda/custom-destination'},
  {category: 'lambda', query: 'lambda output privacy', expected: '/docs/lambda/rendering'},
  {category: 'lambda', query: '@remotion/lambda/client', expected: '/docs/lambda/light-client'},
  {category: 'lambda', query: 'lambda production checklist', expected: '/docs/lambda/checklist'},
  {category: 'lambda', query: 'render gif on lambda', expected: '/docs/lambda/gif-and-stills'},
  {category: 'lambda', query: 'lambda arm64 architecture', expected: '/docs/lambda/runtime'},
  {category: 'lambda', query: 'lambda changelog', expected: '/docs/lambda/changelog'},

  // ---------------------------------------------------------------------------
  // error: first 64 characters (UTF-16 code units, as the search box counts
  // them) of messages the installed Remotion packages print, with ${...}
  // parts replaced by realistic values. expected = the page of the message's
  // own link, after redirects.
  // ---------------------------------------------------------------------------
  // remotion/dist/Composition.js
  {category: 'error', query: '<Composition> mounted inside another composition. See https://re', expected: '/docs/wrong-composition-mount'},
  // remotion/dist/Composition.js (inside the Player)
  {category: 'error', query: '<Composition> was mounted inside the `component` that was passed', expected: '/docs/wrong-composition-mount'},
  // remotion/dist/static-file.js
  {category: 'error', query: 'staticFile() does not support relative paths - got "../public/lo', expected: '/docs/staticfile-relative-paths'},
  // remotion/dist/static-file.js
  {category: 'error', query: 'staticFile() does not support remote URLs - got "https://cdn.exa', expected: '/docs/staticfile-remote-urls'},
  // remotion/dist/audio/Audio.js
  {category: 'error', query: 'Could not play audio with src /music/soundtrack.mp3: [object Med', expected: '/docs/media-playback-error'},
  // remotion/dist/video/VideoForRendering.js (same message in VideoForDevelopment.js)
  {category: 'error', query: 'The browser threw an error while playing the video http://localh', expected: '/docs/media-playback-error'},
  // remotion/dist/warn-about-non-seekable-media.js (console.error)
  {category: 'error', query: 'The media does not support seeking. Remotion cannot properly ren', expected: '/docs/non-seekable-media'},
  // remotion/dist/warn-about-non-seekable-media.js (console.warn)
  {category: 'error', query: 'The media http://localhost:3000/recording.webm does not support ', expected: '/docs/non-seekable-media'},
  // @remotion/renderer/dist/extract-frame-from-video.js (console.warn, leading newline dropped)
  {category: 'error', query: 'Using a slow method to extract the frame at 2.4ms of /tmp/remoti', expected: '/docs/slow-method-to-extract-frame'},
  // @remotion/renderer/dist/browser/Connection.js
  {category: 'error', query: 'Protocol error (Runtime.callFunctionOn): Target closed. https://', expected: '/docs/target-closed'},
  // remotion/dist/delay-render.js (with a label)
  {category: 'error', query: 'A delayRender() "Fetching data from API" was called but not clea', expected: '/docs/timeout'},
  // remotion/dist/delay-render.js (without a label)
  {category: 'error', query: 'A delayRender() was called but not cleared after 28000ms. See ht', expected: '/docs/timeout'},
  // @remotion/cli/dist/handle-common-errors.js (hint printed after a delayRender timeout)
  {category: 'error', query: '💡 Get help for this issue at https://remotion.dev/docs/timeout', expected: '/docs/timeout'},
  // @remotion/cli/dist/handle-common-errors.js (hint printed after an ENAMETOOLONG error)
  {category: 'error', query: '💡 Get help for this issue at https://remotion.dev/docs/enametoo', expected: '/docs/enametoolong'},
  // @remotion/cli/dist/handle-common-errors.js (the Node.js error it matches and prints before the hint)
  {category: 'error', query: "ENAMETOOLONG: name too long, mkdir '/home/ci/project/out/quarter", expected: '/docs/enametoolong'},
  // @remotion/bundler/dist/renderEntry.js (one composition singled out)
  {category: 'error', query: 'defaultProps too big - could not serialize - the defaultProps of', expected: '/docs/troubleshooting/serialize-defaultprops'},
  // @remotion/bundler/dist/renderEntry.js (composition list as a whole)
  {category: 'error', query: 'defaultProps too big - Could not serialize - an object that was ', expected: '/docs/troubleshooting/serialize-defaultprops'},
  // @remotion/renderer/dist/check-apple-silicon.js (console.warn)
  {category: 'error', query: '⚠️  Apple Silicon detected but Node.JS running under Rosetta. Th', expected: '/docs/troubleshooting/rosetta'},
  // @remotion/lambda/dist/api/render-media-on-lambda.js (same in render-still-on-lambda.js)
  {category: 'error', query: 'UnrecognizedClientException: The AWS credentials provided were p', expected: '/docs/lambda/troubleshooting/unrecognizedclientexception'},
  // @remotion/cli/dist/handle-common-errors.js (the S3 error it matches and prints before the bucket-disallows-acl hint)
  {category: 'error', query: 'AccessControlListNotSupported: The bucket does not allow ACLs', expected: '/docs/lambda/troubleshooting/bucket-disallows-acl'},
  // remotion/dist/use-current-frame.js (link: /docs/the-fundamentals#defining-compositions)
  {category: 'error', query: 'useCurrentFrame() can only be called inside a component that was', expected: '/docs/the-fundamentals'},
  // remotion/dist/use-current-frame.js (inside the Player)
  {category: 'error', query: 'useCurrentFrame can only be called inside a component that was p', expected: '/docs/player/examples'},
  // remotion/dist/use-video-config.js (the Player variant has the same first 64 characters)
  {category: 'error', query: 'No video config found. You are probably calling useVideoConfig()', expected: '/docs/the-fundamentals'},
  // @remotion/cli/dist/preview.js (next lines link /docs/register-root)
  {category: 'error', query: 'The preview command requires you to specify a root file. For exa', expected: '/docs/register-root'},
  // @remotion/cli/dist/compositions.js (next lines link /docs/register-root)
  {category: 'error', query: 'The `compositions` command requires you to specify a entry point', expected: '/docs/register-root'},
  // @remotion/cli/dist/editor/components/NoRegisterRoot.js
  {category: 'error', query: 'Waiting for registerRoot() to get called.', expected: '/docs/register-root'},
  // @remotion/lottie/dist/Lottie.js (link: /docs/lottie/lottie#example)
  {category: 'error', query: 'animationData should be provided as an object. If you only have ', expected: '/docs/lottie/lottie'},
  // @remotion/player/dist/Player.js
  {category: 'error', query: "'component' should not be an instance of <Composition/>. Pass th", expected: '/docs/player/examples'},
  // @remotion/player/dist/Player.js
  {category: 'error', query: "'component' must not be the 'Composition' component. Pass your o", expected: '/docs/player/examples'},
  // remotion/dist/audio/shared-audio-tags.js (link: /docs/player/autoplay#use-the-numberofsharedaudiotags-property)
  {category: 'error', query: 'Tried to simultaneously mount 6 <Audio /> tags at the same time.', expected: '/docs/player/autoplay'},
  // remotion/dist/validation/validate-fps.js (link: /docs/render-as-gif, a redirect to /docs/animated-gifs;
  // renderMedia()'s Errors section, which quotes it, is as right)
  {
    category: 'error',
    query: 'The FPS for a GIF cannot be higher than 50. Use the --every-nth-',
    expected: '/docs/animated-gifs',
    alsoExpected: ['/docs/renderer/render-media'],
  },
  // remotion/dist/use-media-in-timeline.js (console.warn, link: /docs/using-audio/#controlling-volume)
  {category: 'error', query: "Remotion: The audio with src /music.mp3 has changed it's volume.", expected: '/docs/using-audio'},
  // @remotion/cli/dist/render.js (next lines link /docs/render)
  {category: 'error', query: 'No entry point specified. Pass more arguments:', expected: '/docs/render'},
  // @remotion/cli/dist/render.js (link: /docs/cli/)
  {category: 'error', query: '--frame flag was passed to the `render` command. This flag only ', expected: '/docs/cli'},
  // @remotion/cli/dist/still.js (link: /docs/cli/)
  {category: 'error', query: '--frames flag was passed to the `still` command. This flag only ', expected: '/docs/cli'},

  // ---------------------------------------------------------------------------
  // typo: real misspellings; a word with 1 typo has at least 4 letters, a word
  // with 2 typos at least 8 (Algolia's defaults). No typo on a first letter.
  // ---------------------------------------------------------------------------
  {category: 'typo', query: 'interpolte', expected: '/docs/interpolate'},
  {category: 'typo', query: 'sequnce', expected: '/docs/sequence'},
  {category: 'typo', query: 'offthredvideo', expected: '/docs/offthreadvideo'},
  {category: 'typo', query: 'usecurentframe', expected: '/docs/use-current-frame'},
  {category: 'typo', query: 'staticfle', expected: '/docs/staticfile'},
  {category: 'typo', query: 'lamda render', expected: '/docs/lambda/cli/render'},
  {category: 'typo', query: 'webhoks', expected: '/docs/lambda/webhooks'},
  {category: 'typo', query: 'tranparent video', expected: '/docs/transparent-videos'},
  {category: 'typo', query: 'spirng', expected: '/docs/spring'},
  {category: 'typo', query: 'delayRendr', expected: '/docs/delay-render'},
  {category: 'typo', query: 'continueRnder', expected: '/docs/continue-render'},
  {category: 'typo', query: 'compostion', expected: '/docs/composition'},
  {category: 'typo', query: 'interpolateColours', expected: '/docs/interpolate-colors'},
  {category: 'typo', query: 'absolutefil', expected: '/docs/absolute-fill'},
  {category: 'typo', query: 'usevideoconfg', expected: '/docs/use-video-config'},
  {category: 'typo', query: 'renderMediaOnLamda', expected: '/docs/lambda/rendermediaonlambda'},
  {category: 'typo', query: 'tailwnd', expected: '/docs/tailwind'},
  {category: 'typo', query: 'enviroment variables', expected: '/docs/env-variables'},
  {category: 'typo', query: 'paralellism', expected: '/docs/parallelism'},
  {category: 'typo', query: 'flikering', expected: '/docs/flickering'},
  {category: 'typo', query: 'serise', expected: '/docs/series'},
  {category: 'typo', query: 'nosie2d', expected: '/docs/noise/noise-2d'},
  {category: 'typo', query: 'evolvPath', expected: '/docs/paths/evolve-path'},
  {category: 'typo', query: 'getVidoeMetdata', expected: '/docs/get-video-metadata'},
  {category: 'typo', query: 'offtreadvidoe', expected: '/docs/offthreadvideo'},
  {category: 'typo', query: 'getAudioDurationInSecnds', expected: '/docs/get-audio-duration-in-seconds'},
  {category: 'typo', query: 'subtitels', expected: '/docs/snippets/subtitles'},
];
