// How the project's scripts launch Debian's Chromium; playwright.config.ts
// reads the same chromium.json. Without the background-networking flags,
// Chromium keeps trying to reach Google's services, which this network
// refuses.
import {readFileSync} from 'node:fs';

const chromium = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromium.path;
export const CHROMIUM_ARGS = chromium.args;
