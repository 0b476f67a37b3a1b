// cspell:ignore validatewebhooksignature gifs -- URL slugs, not prose
/**
 * URLs of the 3.2.32 site, and URLs that Remotion's own messages print,
 * whose topic now lives on another page or section. One list for the
 * hosts' permanent redirects and the stub pages left for hosts that send
 * none (both written by src/plugins/host-config).
 */
export type Redirect = {from: string; to: string};

export const REDIRECTS: readonly Redirect[] = [
  {from: '/docs/getting-started', to: '/docs/'},
  {from: '/docs/get-compositions', to: '/docs/renderer/get-compositions'},
  {from: '/docs/render-frames', to: '/docs/renderer/render-frames'},
  {from: '/docs/render-still', to: '/docs/renderer/render-still'},
  {from: '/docs/stitch-frames-to-video', to: '/docs/renderer/stitch-frames-to-video'},
  {from: '/docs/lambda/validate-webhook-signature', to: '/docs/lambda/validatewebhooksignature'},
  {from: '/docs/lambda/feb-2022-outage', to: '/docs/lambda/upgrading'},
  {from: '/docs/troubleshooting/defaultprops-too-big', to: '/docs/troubleshooting/serialize-defaultprops'},
  {from: '/docs/timeline', to: '/docs/preview'},
  {from: '/docs/scaling', to: '/docs/scaling-output'},
  {from: '/docs/dynamic-metadata', to: '/docs/dynamic-duration'},
  {from: '/docs/noise-visualization', to: '/docs/noise-visuals'},
  {from: '/docs/render-as-gif', to: '/docs/animated-gifs#rendering-a-composition-as-a-gif'},
  {from: '/docs/audio-visualization', to: '/docs/using-audio#visualizing-audio'},
  {from: '/docs/typescript-aliases', to: '/docs/typescript#path-aliases'},
  {from: '/docs/use-img-and-iframe', to: '/docs/assets#why-img-and-not-img'},
];
