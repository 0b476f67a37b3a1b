import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {test, expect} from '@playwright/test';
import * as upstream from 'prism-react-renderer';
import * as lean from '../../src/plugins/lean-prism/prismReactRenderer';
import Prism from '../../src/plugins/lean-prism/prismGrammars';
import {contentFiles, extractBlocks} from '../../scripts/markdownBlocks.mjs';

// The site's code blocks are highlighted by the lean replacement. Given the
// same Prism instance, it must render every JavaScript-family block of the
// docs exactly as the package's Highlight does, in both colour themes.
// (Its Prism is prismjs 1.30, a release newer than the copy inside the
// package, so a few tokens differ between the two grammars: `.catch(` is
// a keyword now, and `import` gains a `module` alias.)
const SITE = join(__dirname, '../..');
const LANGUAGES = new Set(['tsx', 'ts', 'typescript', 'jsx', 'js', 'javascript']);

/** Every fenced code block of the Markdown under the given folders. */
function fencedBlocks(folders: string[]): Array<{file: string; language: string; code: string}> {
  return folders.flatMap((folder) =>
    [...contentFiles(join(SITE, folder))].flatMap((file) =>
      extractBlocks(readFileSync(file, 'utf8')).map(({language, code}) => ({file, language, code})),
    ),
  );
}

function codeBlocks(): Array<{file: string; language: string; code: string}> {
  return fencedBlocks(['docs']).filter(({language}) => LANGUAGES.has(language));
}

type HighlightModule = {Highlight: (props: never) => ReactNode};

function render(module: HighlightModule, code: string, language: string, theme: unknown, prism?: unknown): string {
  return renderToStaticMarkup(
    createElement(module.Highlight as never, {
      code,
      language,
      theme,
      prism,
      children: ({className, style, tokens, getLineProps, getTokenProps}: lean.RenderProps) =>
        createElement(
          'pre',
          {className, style},
          tokens.map((line, lineIndex) =>
            createElement(
              'span',
              {key: lineIndex, ...getLineProps({line})},
              line.map((token, tokenIndex) => createElement('span', {key: tokenIndex, ...getTokenProps({token})})),
            ),
          ),
        ),
    }),
  );
}

test('highlights every JavaScript and TypeScript block of the docs as prism-react-renderer does', () => {
  const blocks = codeBlocks();
  expect(blocks.length).toBeGreaterThan(300);
  for (const theme of [upstream.themes.github, upstream.themes.dracula]) {
    for (const {file, language, code} of blocks) {
      const expected = render(upstream as HighlightModule, code, language, theme, Prism);
      expect(render(lean as HighlightModule, code, language, theme), `${file} (${language})`).toBe(expected);
    }
  }
});

test('every language used in code blocks has its grammar loaded', () => {
  const used = new Set(
    fencedBlocks(['docs', 'blog', 'success-stories'])
      .map(({language}) => language)
      .filter((language) => language !== 'txt'),
  );
  expect([...used]).toEqual(expect.arrayContaining(['bash', 'json', 'diff', 'yaml', 'tsx']));
  for (const language of used) expect(Prism.languages[language], language).toBeDefined();
});

test('an unknown language renders as plain text lines', () => {
  const html = render(lean as HighlightModule, 'first\n\nthird', 'txt', upstream.themes.github);
  expect(html).toBe(render(upstream as HighlightModule, 'first\n\nthird', 'txt', upstream.themes.github, Prism));
  expect(html.match(/token-line/g)).toHaveLength(3);
});

