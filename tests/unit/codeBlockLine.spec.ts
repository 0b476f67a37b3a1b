import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {createElement, Fragment} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {expect, test} from '@playwright/test';
import {Highlight, type RenderProps} from '../../src/plugins/lean-prism/prismReactRenderer';
import Prism from '../../src/plugins/lean-prism/prismGrammars';
import {darkCodeTheme, lightCodeTheme} from '../../src/codeThemes';
import {escapeHtml, styleAttribute, tokensHtml} from '../../src/theme/CodeBlock/Line/tokensHtml';
import {contentFiles, extractBlocks} from '../../scripts/markdownBlocks.mjs';

// src/theme/CodeBlock/Line writes a line's tokens as one HTML string; it must
// be the markup React renders for theme-classic's CodeBlock/Line/Token, a
// `<span {...getTokenProps({token})}/>` per token, or the blocks would change
// and hydration would adopt markup the browser never rendered.
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

const asReact = (line: RenderProps['tokens'][number], getTokenProps: RenderProps['getTokenProps']) =>
  renderToStaticMarkup(createElement(Fragment, null, line.map((token, key) => createElement('span', {key, ...getTokenProps({token})}))));

test('every line of every code block of the docs renders as React renders its token spans, in both colour themes', () => {
  const blocks = [...contentFiles(join(SITE, 'docs'))].flatMap((file) => extractBlocks(readFileSync(file, 'utf8')));
  expect(blocks.length).toBeGreaterThan(300);
  let lines = 0;
  const mismatches: Array<{ours: string; react: string}> = [];
  for (const {language, code} of blocks) {
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      const {tokens, getTokenProps} = highlighted(code, language || 'text', theme);
      for (const line of tokens) {
        const [ours, react] = [tokensHtml(line, getTokenProps as never), asReact(line, getTokenProps)];
        if (ours !== react) mismatches.push({ours, react});
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
  const html = tokensHtml(line, getTokenProps as never);
  expect(html).toBe(asReact(line, getTokenProps as never));
  expect(html).not.toContain('<script>');
  expect(escapeHtml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#x27;');
  expect(styleAttribute({fontStyle: 'italic', color: '#fff', opacity: 0.5})).toBe('font-style:italic;color:#fff;opacity:0.5');
});
