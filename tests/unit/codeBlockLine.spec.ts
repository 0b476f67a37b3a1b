import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {expect, test} from '@playwright/test';
import {Highlight, type RenderProps} from '../../src/plugins/lean-prism/prismReactRenderer';
import Prism from '../../src/plugins/lean-prism/prismGrammars';
import {darkCodeTheme, lightCodeTheme} from '../../src/codeThemes';
import {escapeHtml} from '../../src/utils/escapeHtml';
import {lineContent as serverLineContent, styleAttribute} from '../../src/theme/CodeBlock/Line/lineContent';
import {lineContent as browserLineContent} from '../../src/theme/CodeBlock/Line/lineContent.browser';
import {contentFiles, extractBlocks} from '../../scripts/markdownBlocks.mjs';

// src/theme/CodeBlock/Line renders a line's tokens as one HTML string on the
// server (lineContent.ts) and as elements in the browser
// (lineContent.browser.tsx), a `<span {...getTokenProps({token})}/>` per token
// as theme-classic's CodeBlock/Line/Token does. Hydration matches the two span
// by span, so they must write the same markup.
const SITE = join(__dirname, '../..');

/** The lines of a block as the highlighter gives them to CodeBlock/Line, with its getTokenProps. */
function highlighted(code: string, language: string, theme: typeof lightCodeTheme): {tokens: RenderProps['tokens']; getTokenProps: RenderProps['getTokenProps']} {
  let result: ReturnType<typeof highlighted> | undefined;
  renderToStaticMarkup(
    createElement(Highlight, {
      code,
      language,
      theme,
      prism: Prism,
      children: ({tokens, getTokenProps}: RenderProps) => {
        result = {tokens, getTokenProps};
        return null;
      },
    }),
  );
  return result!;
}

type Line = RenderProps['tokens'][number];
type GetTokenProps = RenderProps['getTokenProps'];
/** A line's element as the server renders it and as the browser does, with the line break or without. */
const onServer = (line: Line, getTokenProps: GetTokenProps, lineBreak = true) =>
  renderToStaticMarkup(createElement('div', serverLineContent(line, getTokenProps as never, lineBreak)));
const inBrowser = (line: Line, getTokenProps: GetTokenProps, lineBreak = true) =>
  renderToStaticMarkup(createElement('div', browserLineContent(line, getTokenProps as never, lineBreak)));

test('every line of every code block of the docs renders the same on the server and in the browser, in both colour themes', () => {
  const blocks = [...contentFiles(join(SITE, 'docs'))].flatMap((file) => extractBlocks(readFileSync(file, 'utf8')));
  expect(blocks.length).toBeGreaterThan(300);
  let lines = 0;
  const mismatches: Array<{server: string; browser: string}> = [];
  for (const {language, code} of blocks) {
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      const {tokens, getTokenProps} = highlighted(code, language || 'text', theme);
      for (const line of tokens) {
        const [server, browser] = [onServer(line, getTokenProps), inBrowser(line, getTokenProps)];
        if (server !== browser) mismatches.push({server, browser});
        lines++;
      }
    }
  }
  expect(lines).toBeGreaterThan(10_000);
  expect(mismatches.slice(0, 5)).toEqual([]);
});

test('text, classes and styles are escaped as React escapes them', () => {
  const line = [
    {types: ['plain'], content: `if (a < b && c > "d") return 'e';`},
    {types: ['string'], content: '</span><script>alert(1)</script>'},
    {types: ['plain'], content: '', empty: true},
  ];
  const getTokenProps = ({token}: {token: (typeof line)[number]}) => ({
    className: `token ${token.types.join(' ')} "quoted"`,
    style: token.empty ? {display: 'inline-block'} : {color: '#c10e5c', fontStyle: 'italic', backgroundColor: undefined},
    children: token.content,
  });
  const html = onServer(line as never, getTokenProps as never, false);
  expect(html).toBe(inBrowser(line as never, getTokenProps as never, false));
  expect(html).not.toContain('<script>');
  expect(escapeHtml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#x27;');
  expect(styleAttribute({fontStyle: 'italic', color: '#fff', opacity: 0.5})).toBe('font-style:italic;color:#fff;opacity:0.5');
});
