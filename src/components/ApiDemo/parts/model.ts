/**
 * What each demo's model gives the tests and the fallback script, without
 * React: the settings it starts from, the code it shows for any settings,
 * and the image its page shows before it loads.
 */
export type DemoModel<Settings> = {
  defaults: Settings;
  // Method syntax, so that every demo's model is also a DemoModel<unknown>.
  code(settings: Settings): string;
  /** A standalone SVG document of the default settings, saved to static/img/api-demos/. */
  fallbackSvg(): string;
};
