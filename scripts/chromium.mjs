// How the project's scripts launch Debian's Chromium (playwright.config.ts
// holds the same flags for the tests). Without the background-networking
// flags, Chromium keeps trying to reach Google's services, which this
// network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
