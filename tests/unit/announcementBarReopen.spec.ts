import {expect, test} from '@playwright/test';
import announcementBarReopenPlugin, {
  INITIALLY_DISMISSED_ATTRIBUTE,
  reopenScript,
} from '../../src/plugins/announcement-bar-reopen';
import type {LoadContext} from '@docusaurus/types';

/** Runs the inline script against a stand-in for localStorage and <html>. */
function runScript(script: string, storedId: string | null) {
  const attributes = new Map<string, string>([[INITIALLY_DISMISSED_ATTRIBUTE, 'true']]);
  const localStorage = {getItem: () => storedId};
  const document = {
    documentElement: {setAttribute: (name: string, value: string) => attributes.set(name, value)},
  };
  new Function('localStorage', 'document', 'console', script)(localStorage, document, console);
  return attributes.get(INITIALLY_DISMISSED_ATTRIBUTE);
}

test('a bar dismissed under the configured id stays hidden', () => {
  expect(runScript(reopenScript('release-3-2', ''), 'release-3-2')).toBe('true');
});

test('a bar dismissed under another id is shown again before hydration', () => {
  expect(runScript(reopenScript('release-3-2', ''), 'release-3-1')).toBe('false');
  expect(runScript(reopenScript('release-3-2', ''), null)).toBe('false');
});

test('the storage key follows the site storage namespace', () => {
  expect(reopenScript('x', '-a1b2')).toContain('"docusaurus.announcement.id-a1b2"');
});

test('ids with quotes cannot break out of the script', () => {
  const script = reopenScript(`"); alert(1); ("`, '');
  expect(runScript(script, `"); alert(1); ("`)).toBe('true');
});

test('the plugin injects nothing when no announcement bar is configured', () => {
  const context = {
    siteConfig: {themeConfig: {}},
    siteStorage: {type: 'localStorage', namespace: ''},
  } as unknown as LoadContext;
  expect(announcementBarReopenPlugin(context).injectHtmlTags!({content: undefined})).toEqual({});
});
