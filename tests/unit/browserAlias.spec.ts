import {existsSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import type {Plugin} from '@docusaurus/types';
import {browserAliasPlugin} from '../../src/plugins/browser-alias';
import headAfterHydration from '../../src/plugins/head-after-hydration';
import leanUtilsCommon from '../../src/plugins/lean-utils-common';
import splitClientStartup from '../../src/plugins/split-client-startup';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

/** The webpack configuration a plugin adds to one bundle, under one NODE_ENV. */
function configureBundle(plugin: Plugin, isServer: boolean, nodeEnv: string) {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  try {
    const configure = plugin.configureWebpack as (...args: Partial<Parameters<ConfigureWebpack>>) => ReturnType<ConfigureWebpack>;
    return configure({}, isServer);
  } finally {
    process.env.NODE_ENV = previous;
  }
}

test('the browser bundle gets the replacement and the server bundle keeps upstream', () => {
  const plugin = browserAliasPlugin({name: 'x', request: 'some-module$', replacement: '/site/src/mine.ts'});
  expect(plugin.name).toBe('x');
  for (const nodeEnv of ['production', 'development']) {
    expect(configureBundle(plugin, false, nodeEnv)).toEqual({resolve: {alias: {'some-module$': '/site/src/mine.ts'}}});
    expect(configureBundle(plugin, true, nodeEnv)).toEqual({});
  }
});

test('a production-only replacement leaves the development server upstream', () => {
  const plugin = browserAliasPlugin({name: 'x', request: 'entry', replacement: '/site/entry.tsx', productionOnly: true});
  expect(configureBundle(plugin, false, 'production')).toEqual({resolve: {alias: {entry: '/site/entry.tsx'}}});
  expect(configureBundle(plugin, false, 'development')).toEqual({});
  expect(configureBundle(plugin, true, 'production')).toEqual({});
});

test("the site's replacements point at files that exist", () => {
  for (const plugin of [headAfterHydration(), leanUtilsCommon(), splitClientStartup()]) {
    const config = configureBundle(plugin, false, 'production') as {resolve: {alias: Record<string, string>}};
    const [[request, replacement]] = Object.entries(config.resolve.alias);
    expect(request, plugin.name).not.toBe('');
    expect(existsSync(replacement!), `${plugin.name}: ${replacement}`).toBe(true);
    if (request.startsWith('/')) expect(existsSync(request), `${plugin.name}: ${request}`).toBe(true);
  }
});
