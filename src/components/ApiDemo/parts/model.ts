/**
 * What each demo's model gives the tests and the fallback script, without
 * React: the settings it starts from and those the tests try, the code it
 * shows for any settings, and the image its page shows before it loads.
 */
export type DemoModel<Settings> = {
  defaults: Settings;
  /** Settings the tests try, the defaults first; the code for each must type-check. */
  samples: readonly Settings[];
  // Method syntax, so that every demo's model is also a DemoModel<unknown>.
  code(settings: Settings): string;
  /** A standalone SVG document of the default settings, saved to static/img/api-demos/. */
  fallbackSvg(): string;
};
