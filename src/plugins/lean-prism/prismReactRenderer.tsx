// What the theme's code blocks use of prism-react-renderer (`Highlight`),
// built on Prism's core with only the grammars this site shows
// (prismGrammars.ts). The package's own bundle carries Prism with about 40
// languages, which made it the largest library in every page's main chunk
// after React.
import {useCallback, useEffect, useMemo, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {PrismTheme} from 'prism-react-renderer';
import type {Token as PrismToken} from 'prismjs';
import type Prism from './prismGrammars';
import {loadedPrism, loadPrism} from './prismLoader';

export type Token = {types: string[]; content: string; empty?: boolean};
type StyleDictionary = Record<string, CSSProperties> & {root: CSSProperties; plain: CSSProperties};
type PropsWithExtras<T> = T & {className?: string; style?: CSSProperties; [attribute: string]: unknown};

export type RenderProps = {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: PropsWithExtras<{line: Token[]}>) => Record<string, unknown>;
  getTokenProps: (input: PropsWithExtras<{token: Token}>) => Record<string, unknown>;
};

type HighlightProps = {
  code: string;
  language: string;
  theme: PrismTheme;
  prism?: typeof Prism;
  children: (props: RenderProps) => ReactNode;
};

/** Folds the theme's style rules into one style object per token type. */
function styleDictionary(theme: PrismTheme, language: string): StyleDictionary {
  const dictionary: Record<string, CSSProperties> = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language as never)) continue;
    for (const type of types) dictionary[type] = {...dictionary[type], ...style};
  }
  return {...dictionary, root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}};
}

/** A line with no text still needs a newline, or it collapses to nothing. */
function markEmptyLine(line: Token[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

/** Flattens Prism's nested token tree into lines of typed text runs. */
export function normalizeTokens(stream: Array<string | PrismToken>): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  const walk = (items: Array<string | PrismToken>, inherited: string[], nested: boolean) => {
    for (const item of items) {
      let types = nested ? inherited : ['plain'];
      let content: string | Array<string | PrismToken>;
      if (typeof item === 'string') {
        content = item;
      } else {
        types = appendTypes(inherited, item.type);
        if (item.alias) types = appendTypes(types, item.alias);
        content = item.content as string | Array<string | PrismToken>;
      }
      if (typeof content !== 'string') {
        walk(Array.isArray(content) ? content : [content], types, true);
        continue;
      }
      const parts = content.split(/\r\n|\r|\n/);
      line.push({types, content: parts[0]});
      for (const part of parts.slice(1)) {
        markEmptyLine(line);
        line = [{types, content: part}];
        lines.push(line);
      }
    }
  };
  walk(stream, [], false);
  markEmptyLine(line);
  return lines;
}

/** Adds a token type (or an alias list), unless it repeats the last type. */
function appendTypes(types: string[], added: string | string[]): string[] {
  return types[types.length - 1] === added ? types : types.concat(added);
}

/** The tokens of one rendered line, from the classes and text of its token elements. */
function tokensOfRenderedLine(line: Element): Token[] {
  const tokens = Array.from(line.querySelectorAll('.token'), (element) => ({
    // The class attribute, not classList, which would drop a repeated type.
    types: (element.getAttribute('class') ?? '').split(' ').filter((name) => name && name !== 'token'),
    content: element.textContent ?? '',
  }));
  // The theme renders an empty line's one '\n' token with no text.
  if (tokens.length === 1 && tokens[0]!.content === '') return [{...tokens[0]!, content: '\n', empty: true}];
  return tokens;
}

let renderedBlocks: Map<string, Token[][]> | null = null;

/** A rendered block's key: its language and code, as Highlight was given them. */
const blockKey = (language: string, code: string) => `${language}\n${code}`;

/**
 * The tokens of the code blocks the server rendered into this page, by
 * language and code, read once from the page the first time a block renders
 * in the browser, which is while the page hydrates. Tokenizing a block again
 * only to find what the HTML already holds took most of the hydration tasks
 * of pages with code (the home page's two blocks: 140 ms at 4× CPU). A block
 * not in the page, as after a client-side navigation, is tokenized.
 */
function renderedTokensOf(language: string, code: string): Token[][] | undefined {
  if (typeof document === 'undefined') return undefined;
  renderedBlocks ??= new Map(
    Array.from(document.querySelectorAll('pre.prism-code > code'), (block) => {
      // Highlight's class names for the block: `prism-code language-<language>`.
      const renderedLanguage = /(?:^|\s)prism-code language-(\S+)/.exec(block.parentElement!.className)?.[1] ?? '';
      const lines = Array.from(block.children).filter((line) => line.classList.contains('token-line')).map(tokensOfRenderedLine);
      const text = lines.map((line) => line.map((token) => (token.empty ? '' : token.content)).join('')).join('\n');
      return [blockKey(renderedLanguage, text), lines];
    }),
  );
  return renderedBlocks.get(blockKey(language, code));
}

export function Highlight({code, language: requestedLanguage, theme, prism: prismProp, children}: HighlightProps) {
  const language = requestedLanguage.toLowerCase();
  const styles = useMemo(() => styleDictionary(theme, language), [theme, language]);
  const [prism, setPrism] = useState(() => prismProp ?? loadedPrism());
  const rendered = renderedTokensOf(language, code);
  // Until Prism arrives, a block that the page's HTML does not hold shows as plain text.
  const waitsForPrism = !rendered && !prism;
  useEffect(() => {
    if (!waitsForPrism) return undefined;
    let mounted = true;
    loadPrism().then((loaded) => mounted && setPrism(loaded));
    return () => {
      mounted = false;
    };
  }, [waitsForPrism]);
  const grammar = prism?.languages[language];
  const tokens = useMemo(() => {
    if (rendered) return rendered;
    if (!prism || !grammar) return normalizeTokens([code]);
    const environment = {code, grammar, language, tokens: [] as Array<string | PrismToken>};
    prism.hooks.run('before-tokenize', environment);
    environment.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', environment);
    return normalizeTokens(environment.tokens);
  }, [code, grammar, language, prism, rendered]);

  const getLineProps = useCallback<RenderProps['getLineProps']>(
    ({line: _line, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: style ? {...styles.plain, ...style} : styles.plain,
    }),
    [styles],
  );

  const getTokenProps = useCallback<RenderProps['getTokenProps']>(
    ({token, className, style, ...rest}) => {
      const blank = token.empty ? {display: 'inline-block'} : undefined;
      let tokenStyle: CSSProperties | undefined;
      if (token.types.length === 1 && token.types[0] === 'plain') tokenStyle = blank;
      else if (token.types.length === 1 && blank) tokenStyle = styles[token.types[0]];
      else tokenStyle = Object.assign({...blank}, ...token.types.map((type) => styles[type]));
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style ? {...tokenStyle, ...style} : tokenStyle,
      };
    },
    [styles],
  );

  return children({tokens, className: `prism-code language-${language}`, style: styles.root, getLineProps, getTokenProps});
}
