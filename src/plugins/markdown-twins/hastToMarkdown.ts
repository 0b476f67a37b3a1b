import type {Element, ElementContent, Root, RootContent} from 'hast';
import {toMdast, type Handle} from 'hast-util-to-mdast';
import type {Code as MdastCode} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown, type Options, type Unsafe} from 'mdast-util-to-markdown';

/*
 * Writes a simplified twin tree as Markdown exactly as
 * `toMarkdown(toMdast(tree), MARKDOWN_OPTIONS)` does, many times faster. It
 * follows each step of that pipeline for the elements twins use:
 * rehype-minify-whitespace, hast-util-to-mdast (into a small tree shaped like
 * mdast), then mdast-util-to-markdown with GFM. Trees with anything else
 * (other elements, blocks inside phrasing, cell spans, nested or touching
 * emphasis) go to the library as a whole.
 */

const MARKDOWN_OPTIONS: Options = {extensions: [gfmToMarkdown()], bullet: '-', fences: true, listItemIndent: 'one', rule: '-'};

class UnsupportedContent extends Error {}

type AttentionNode = {type: 'emphasis' | 'strong' | 'delete'; children: Phrasing[]};
type Link = {type: 'link'; url: string; title: string | null; children: Phrasing[]};
type Image = {type: 'image'; url: string; title: string | null; alt: string};
type Phrasing = {type: 'text' | 'inlineCode'; value: string} | AttentionNode | Link | Image | {type: 'break'};
type Paragraph = {type: 'paragraph'; children: Phrasing[]};
type Heading = {type: 'heading'; depth: number; children: Phrasing[]};
type Blockquote = {type: 'blockquote'; children: Flow[]};
type List = {type: 'list'; ordered: boolean; start: number; spread: boolean; children: ListItem[]};
type ListItem = {type: 'listItem'; spread: boolean; children: Flow[]};
type Code = {type: 'code'; lang: string | null; meta: string | null; value: string};
type Table = {type: 'table'; align: (string | null)[]; rows: Phrasing[][][]};
type Flow = Paragraph | Heading | Blockquote | List | Code | Table | {type: 'thematicBreak'};
type Block = Flow | ListItem;
type FlowParent = {type: 'root'; children: Flow[]} | Blockquote | List | ListItem;

const PHRASING_TYPES = new Set(['text', 'inlineCode', 'emphasis', 'strong', 'delete', 'link', 'image', 'break']);
const isPhrasing = (node: Phrasing | Block): node is Phrasing => PHRASING_TYPES.has(node.type);

const names = (list: string) => new Set(list.split(' '));
// As hast-util-minify-whitespace (block-like, content, skippable elements) and hast-util-phrasing.
const BLOCK_ELEMENTS = names(
  'address article aside blockquote body br caption center col colgroup dd dialog dir div dl dt figcaption figure footer form ' +
    'h1 h2 h3 h4 h5 h6 head header hgroup hr html legend li listing main menu nav ol optgroup option p plaintext pre section ' +
    'summary table tbody td tfoot th thead tr ul wbr xmp',
);
const CONTENT_ELEMENTS = names('audio canvas embed iframe img math object picture svg video button input select textarea');
const SKIPPABLE_ELEMENTS = names(
  'area base basefont dialog datalist head link meta noembed noframes param rp script source style template track title',
);
const PHRASING_ELEMENTS = names(
  'a abbr b bdi bdo br cite code data del dfn em i img ins kbd mark s samp small span strong sub sup time u var',
);
// Supported elements that hast-util-to-mdast replaces by their children, as flow or as phrasing.
const FLOW_WRAPPERS = names('article aside div figcaption figure footer header main nav section');
const TRANSPARENT = names('abbr bdi bdo cite data dfn ins small span sub sup time');
const CODE_ELEMENTS = names('code kbd samp var');
const ATTENTION_ELEMENTS = new Map<string, AttentionNode['type']>(
  Object.entries({em: 'emphasis', i: 'emphasis', mark: 'emphasis', u: 'emphasis', b: 'strong', strong: 'strong', del: 'delete', s: 'delete'}),
);

const isHtmlWhitespace = (value: string) => /^[ \t\n\f\r]*$/.test(value);

/* Whitespace, as rehype-minify-whitespace (which hast-util-to-mdast runs first) leaves it. */

/**
 * The children with whitespace collapsed, and dropped next to breaks, copied
 * where that changes anything. `state.before`: whether a break or a space
 * precedes.
 */
function minifyChildren(children: RootContent[], state: {before: boolean}, after: boolean, nowrap: boolean): RootContent[] {
  const result: RootContent[] = [];
  children.forEach((child, index) => {
    const breakAfter = collapsableAfter(children, index, after) ?? false;
    if (child.type === 'text') {
      const value = child.value.replace(/[\t\n\v\f\r ]+/g, ' ');
      const start = !nowrap && state.before && value.startsWith(' ') ? 1 : 0;
      const trailingSpace = !nowrap && start < value.length && value.endsWith(' ');
      const end = trailingSpace && breakAfter ? value.length - 1 : value.length;
      // A text that is only dropped whitespace leaves the state as it was.
      if (start === end && !nowrap) return;
      const kept = value.slice(start, end);
      result.push(kept === child.value ? child : {type: 'text', value: kept});
      state.before = trailingSpace && !breakAfter;
    } else if (child.type === 'element') {
      const {tagName, properties} = child;
      const block = BLOCK_ELEMENTS.has(tagName);
      const inner = {before: block || state.before};
      const cellNowrap = (tagName === 'td' || tagName === 'th') && Boolean(properties.noWrap);
      // Element children hold no doctype, so neither does their copy.
      const copy = minifyChildren(child.children, inner, block || breakAfter, nowrap || cellNowrap) as ElementContent[];
      result.push(copy === child.children ? child : {type: 'element', tagName, properties, children: copy});
      state.before = !CONTENT_ELEMENTS.has(tagName) && (inner.before || block || breakAfter);
    } else {
      result.push(child);
    }
  });
  return result.length === children.length && result.every((node, index) => node === children[index]) ? children : result;
}

/** Whether what follows the node at `index` is a break (true), content (false), or unknown here (undefined). */
function collapsableAfter(nodes: RootContent[], index: number, after: boolean | undefined): boolean | undefined {
  while (++index < nodes.length) {
    const node = nodes[index];
    let boundary: boolean | undefined;
    if (node.type === 'element') {
      if (CONTENT_ELEMENTS.has(node.tagName)) boundary = false;
      else if (BLOCK_ELEMENTS.has(node.tagName)) boundary = true;
      // Otherwise it depends on what the element holds.
      else if (!node.properties.hidden && !SKIPPABLE_ELEMENTS.has(node.tagName)) {
        boundary = collapsableAfter(node.children, -1, undefined);
      }
    } else if (node.type === 'text') {
      if (!isHtmlWhitespace(node.value)) boundary = false;
    } else if (node.type !== 'comment' && node.type !== 'doctype') {
      boundary = false;
    }
    if (boundary !== undefined) return boundary;
  }
  return after;
}

/* From hast to the mdast-like tree, as hast-util-to-mdast. */

function convertRoot(tree: Root): FlowParent {
  const children = convertChildren({type: 'root', children: minifyChildren(tree.children, {before: true}, true, false)});
  // Without blocks the root stays phrasing, which is written as a paragraph is.
  if (children.every(isPhrasing)) return {type: 'root', children: [{type: 'paragraph', children: trimEdges(children)}]};
  return {type: 'root', children: wrap(children)};
}

function convertChildren(parent: Root | Element): (Phrasing | Flow)[] {
  const results: (Phrasing | Flow)[] = [];
  for (const child of parent.children) {
    const converted = convertNode(child);
    for (const node of Array.isArray(converted) ? converted : converted ? [converted] : []) {
      const previous = results[results.length - 1];
      // Adjacent texts become one, as hast-util-to-mdast's clean-up does.
      if (node.type === 'text' && previous?.type === 'text') {
        results[results.length - 1] = {type: 'text', value: previous.value + node.value};
      } else {
        results.push(node);
      }
    }
  }
  return results;
}

function phrasingChildren(node: Element): Phrasing[] {
  const children = convertChildren(node);
  if (!children.every(isPhrasing)) throw new UnsupportedContent(`blocks in <${node.tagName}>`);
  return children;
}

function convertNode(node: RootContent): Phrasing | Flow | (Phrasing | Flow)[] | undefined {
  if (node.type === 'text') return node.value ? {type: 'text', value: node.value} : undefined;
  if (node.type !== 'element') throw new UnsupportedContent(node.type);
  const {tagName, properties} = node;
  const attention = ATTENTION_ELEMENTS.get(tagName);
  if (attention) return {type: attention, children: phrasingChildren(node)};
  if (/^h[1-6]$/.test(tagName)) {
    return {type: 'heading', depth: Number(tagName[1]), children: trimEdges(dropSurroundingBreaks(phrasingChildren(node)))};
  }
  if (FLOW_WRAPPERS.has(tagName)) return wrap(convertChildren(node));
  if (TRANSPARENT.has(tagName)) return convertChildren(node);
  if (CODE_ELEMENTS.has(tagName)) return {type: 'inlineCode', value: inlineCodeText(node)};
  switch (tagName) {
    case 'p': {
      const children = dropSurroundingBreaks(phrasingChildren(node));
      return children.length > 0 ? {type: 'paragraph', children: trimEdges(children)} : undefined;
    }
    case 'blockquote':
      return {type: 'blockquote', children: wrap(convertChildren(node))};
    case 'ul':
    case 'ol':
      return convertList(node);
    case 'table':
      return convertTable(node);
    case 'a': {
      const title = collapseAttribute(properties.title) || null;
      return {type: 'link', url: String(properties.href || ''), title, children: phrasingChildren(node)};
    }
    case 'img': {
      const title = collapseAttribute(properties.title) || null;
      return {type: 'image', url: String(properties.src || ''), title, alt: collapseAttribute(properties.alt)};
    }
    case 'br':
      return {type: 'break'};
    case 'hr':
      return {type: 'thematicBreak'};
    case 'twin-code':
      return twinCode(node);
  }
  throw new UnsupportedContent(`<${tagName}>`);
}

/** A `twin-code` element as the code block it stands for. */
function twinCode(node: Element): Code {
  const {dataLanguage, dataTitle, dataValue} = node.properties;
  return {
    type: 'code',
    lang: dataLanguage ? String(dataLanguage) : null,
    meta: dataTitle ? `title="${String(dataTitle)}"` : null,
    value: typeof dataValue === 'string' ? dataValue : '',
  };
}

/** As collapse-white-space in `html` style with `trim`. */
const collapseAttribute = (value: unknown) =>
  String(value || '').replace(/[\t\n\v\f\r ]+/g, (match: string, index: number, all: string) =>
    index === 0 || index + match.length === all.length ? '' : ' ',
  );

/**
 * hast-util-to-text of inline code: its (collapsed) texts without
 * bidirectional marks, each text's spaces collapsed again as if its marks
 * were not there (but not across two texts, as hast-util-to-text does).
 */
function inlineCodeText(node: Element): string {
  let value = '';
  for (const child of node.children) {
    if (child.type !== 'text') throw new UnsupportedContent(`${child.type} in inline code`);
    value += child.value.replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '').replace(/ {2,}/g, ' ');
  }
  return value;
}

/** As hast-util-to-mdast's clean-up of paragraphs and headings: no spaces or tabs at either edge. */
function trimEdges(children: Phrasing[]): Phrasing[] {
  const last = children.length - 1;
  return children
    .map((child, index): Phrasing => {
      if (child.type !== 'text') return child;
      const value = index === 0 ? child.value.replace(/^[\t ]+/, '') : child.value;
      return {type: 'text', value: index === last ? value.replace(/[\t ]+$/, '') : value};
    })
    .filter((child) => child.type !== 'text' || child.value);
}

function dropSurroundingBreaks(children: Phrasing[]): Phrasing[] {
  let start = 0;
  let end = children.length;
  while (start < end && children[start].type === 'break') start++;
  while (end > start && children[end - 1].type === 'break') end--;
  return children.slice(start, end);
}

/** Runs of phrasing as paragraphs, dropping whitespace-only runs, as hast-util-to-mdast's `wrap`. */
function wrap(nodes: (Phrasing | Flow)[]): Flow[] {
  const flow: Flow[] = [];
  let run: Phrasing[] = [];
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || !isHtmlWhitespace(node.value))) {
      flow.push({type: 'paragraph', children: trimEdges(dropSurroundingBreaks(run))});
    }
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) run.push(node);
    else {
      flush();
      flow.push(node);
    }
  }
  flush();
  return flow;
}

function convertList(node: Element): List {
  const children: ListItem[] = [];
  for (const child of node.children) {
    if (child.type === 'element' && child.tagName === 'li') {
      children.push({type: 'listItem', spread: spreadOut(child), children: wrap(convertChildren(child))});
    } else if (convertNode(child)) {
      // The library would move it into a neighbouring item.
      throw new UnsupportedContent('content outside list items');
    }
  }
  const start = Number.parseInt(String(node.properties.start), 10);
  const spread = children.length > 1 && children.some((item) => item.spread);
  return {type: 'list', ordered: node.tagName === 'ol', start: Number.isNaN(start) ? 1 : start, spread, children};
}

/** As hast-util-to-mdast: an item is spread when it holds a paragraph or two blocks, looking into wrappers. */
function spreadOut(node: Element): boolean {
  let seenFlow = false;
  for (const child of node.children) {
    if (child.type !== 'element' || PHRASING_ELEMENTS.has(child.tagName)) continue;
    if (child.tagName === 'p' || seenFlow || spreadOut(child)) return true;
    seenFlow = true;
  }
  return false;
}

/** Rows of cells; without a `thead` or a `th` in the first row, the library adds an empty header row. */
function convertTable(table: Element): Table {
  const align: (string | null | undefined)[] = [null];
  const rows: Phrasing[][][] = [];
  let headless = true;
  let cellIndex = 0;
  const visit = (parent: Element) => {
    for (const child of parent.children) {
      if (child.type !== 'element') {
        if (convertNode(child)) throw new UnsupportedContent('text outside table cells');
        continue;
      }
      const {tagName, properties} = child;
      if (tagName === 'tr' && parent.tagName !== 'tr') {
        rows.push([]);
        cellIndex = 0;
        visit(child);
      } else if ((tagName === 'td' || tagName === 'th') && parent.tagName === 'tr' && !properties.rowSpan && !properties.colSpan) {
        const value = String(properties.align || '') || null;
        if (!align[cellIndex] && (value === null || ['center', 'left', 'right'].includes(value))) align[cellIndex] = value;
        if (rows.length === 1 && tagName === 'th') headless = false;
        cellIndex++;
        rows[rows.length - 1].push(phrasingChildren(child));
      } else if ((tagName === 'thead' || tagName === 'tbody' || tagName === 'tfoot') && parent === table) {
        if (tagName === 'thead') headless = false;
        visit(child);
      } else {
        throw new UnsupportedContent(`<${tagName}> in a table`);
      }
    }
  };
  visit(table);
  if (headless) rows.unshift([]);
  const columns = Math.max(1, ...rows.map((row) => row.length));
  for (const row of rows) while (row.length < columns) row.push([]);
  while (align.length < columns) align.push(null);
  return {type: 'table', align: Array.from(align, (value) => value ?? null), rows};
}

/* Escaping, as mdast-util-to-markdown's `safe`. */

type Writer = {stack: string[]; rules: EscapeRules | undefined; indexStack: number[]; bulletCurrent?: string; bulletLastUsed?: string};
type CompiledUnsafe = {pattern: Unsafe; expression: RegExp; positional: string};
type EscapeRules = {patterns: CompiledUnsafe[]; unsafeAt: RegExp; lineEndingUnsafe: boolean};

/** The library's escape patterns (CommonMark and GFM), read from its state so both always escape alike. */
function readUnsafePatterns(): Unsafe[] {
  let patterns: Unsafe[] = [];
  const root = (_node: unknown, _parent: unknown, state: {unsafe: Unsafe[]}) => {
    patterns = state.unsafe;
    return '';
  };
  toMarkdown({type: 'root', children: []}, {...MARKDOWN_OPTIONS, handlers: {root}});
  return patterns;
}

/** As the library's `compilePattern`, and the same pattern matching only at the unsafe character (`positional`). */
const COMPILED_UNSAFE: CompiledUnsafe[] = readUnsafePatterns().map((pattern) => {
  const before = (pattern.atBreak ? '[\\r\\n][\\t ]*' : '') + (pattern.before ? `(?:${pattern.before})` : '');
  const character = (/[$()*+.?[\\\]^{|}]/.test(pattern.character) ? '\\' : '') + pattern.character;
  const after = pattern.after ? `(?:${pattern.after})` : '';
  const expression = new RegExp((before ? `(${before})` : '') + character + after, 'g');
  // The character first (its context as lookarounds), so the engine can skip ahead to candidates.
  return {pattern, expression, positional: character + (before ? `(?<=${before}${character})` : '') + (after ? `(?=${after})` : '')};
});

const inScope = (stack: string[], list: Unsafe['inConstruct'], none: boolean) =>
  !list || list.length === 0 ? none : (typeof list === 'string' ? [list] : list).some((name) => stack.includes(name));
const escapeRulesByStack = new Map<string, EscapeRules>();

/** The patterns in scope for the writer's constructs. */
function escapeRules(writer: Writer): EscapeRules {
  if (writer.rules) return writer.rules;
  const key = writer.stack.join(' ');
  let rules = escapeRulesByStack.get(key);
  if (!rules) {
    const {stack} = writer;
    const patterns = COMPILED_UNSAFE.filter(({pattern}) => inScope(stack, pattern.inConstruct, true) && !inScope(stack, pattern.notInConstruct, false));
    rules = {
      patterns,
      unsafeAt: new RegExp(patterns.map(({positional}) => positional).join('|') || '(?!)', 'g'),
      lineEndingUnsafe: patterns.some(({pattern}) => pattern.character === '\n' && !pattern.before && !pattern.after),
    };
    escapeRulesByStack.set(key, rules);
  }
  return (writer.rules = rules);
}

const classify = (code: number): 'whitespace' | 'punctuation' | undefined => {
  // As micromark-util-classify-character; NaN (no character) becomes `\0`, which counts as a letter.
  const character = String.fromCharCode(code);
  return /\s/.test(character) ? 'whitespace' : /\p{P}|\p{S}/u.test(character) ? 'punctuation' : undefined;
};
const encodeCharacterReference = (code: number) => `&#x${code.toString(16).toUpperCase()};`;
const firstCharacter = (value: string) => (value ? String.fromCodePoint(value.codePointAt(0)!) : '');
const lastCharacter = (value: string) => ((value.codePointAt(value.length - 2) ?? 0) > 0xffff ? value.slice(-2) : value.slice(-1));

/** `input` with what would read as syntax between `before` and `after` escaped (or encoded). */
function safe(writer: Writer, input: string, before: string, after: string, encode = ''): string {
  const rules = escapeRules(writer);
  // Character escapes and references do not work in autolinks.
  const percentEncode = writer.stack.includes('autolink');
  const value = before + input + after;
  const offset = before.length;
  const end = offset + input.length;
  // Positional patterns match at every unsafe character, so none from `offset` to `end` means nothing to escape.
  rules.unsafeAt.lastIndex = offset;
  if ((rules.unsafeAt.exec(value)?.index ?? end) >= end) return percentEncode ? input : escapeBackslashes(input, after);
  const positions: number[] = [];
  const infos = new Map<number, {before: boolean; after: boolean}>();
  for (const {pattern, expression} of rules.patterns) {
    if (!value.includes(pattern.character)) continue;
    const hasBefore = Boolean(pattern.before || pattern.atBreak);
    const hasAfter = Boolean(pattern.after);
    for (const match of value.matchAll(expression)) {
      const position = match.index + (hasBefore ? match[1].length : 0);
      const info = infos.get(position);
      if (info) {
        info.before &&= hasBefore;
        info.after &&= hasAfter;
      } else {
        positions.push(position);
        infos.set(position, {before: hasBefore, after: hasAfter});
      }
    }
  }
  positions.sort((a, b) => a - b);
  const isLetter = (position: number) => classify(value.charCodeAt(position)) === undefined && !infos.has(position);
  const result: string[] = [];
  let start = offset;
  for (let index = 0; index < positions.length; index++) {
    const position = positions[index];
    if (position < start || position >= end) continue;
    // Underscores inside a word (`a_b`, `a__b`) cannot form attention.
    // (Characters next to attention markers may become character references, so they do not count as letters.)
    if (value.charAt(position) === '_' && position > 0 && isLetter(position - 1) && !(position - 1 === offset && /[*_]/.test(value.charAt(offset - 1)))) {
      let sequenceEnd = position + 1;
      while (sequenceEnd < end && value.charAt(sequenceEnd) === '_') sequenceEnd++;
      const skip = sequenceEnd - position - 1;
      const wordAfter = sequenceEnd < value.length && isLetter(sequenceEnd) && !(sequenceEnd === end - 1 && /[*_]/.test(value.charAt(end)));
      if (positions[index + skip] === sequenceEnd - 1 && wordAfter) {
        index += skip;
        continue;
      }
    }
    // Unsafe only because of a neighbour that gets escaped unconditionally: the escape there is enough.
    const info = infos.get(position)!;
    const unconditional = (other: number) =>
      positions[index + other - position] === other && !infos.get(other)!.before && !infos.get(other)!.after;
    if ((position + 1 < end && info.after && unconditional(position + 1)) || (position - 1 >= offset && info.before && unconditional(position - 1))) {
      continue;
    }
    const slice = value.slice(start, position);
    if (slice) result.push(percentEncode ? slice : escapeBackslashes(slice, '\\'));
    start = position + 1;
    const character = value.charAt(position);
    if (percentEncode) result.push('%' + value.charCodeAt(position).toString(16).toUpperCase().padStart(2, '0'));
    else if (/[!-/:-@[-`{-~]/.test(character) && !encode.includes(character)) result.push('\\' + character);
    else result.push(encodeCharacterReference(value.charCodeAt(position)));
  }
  const rest = value.slice(start, end);
  result.push(percentEncode ? rest : escapeBackslashes(rest, after));
  return result.join('');
}

/** Doubles backslashes that would otherwise escape the punctuation after them. */
function escapeBackslashes(value: string, after: string): string {
  if (!value.includes('\\') && !after.includes('\\')) return value;
  let result = '';
  let start = 0;
  for (const {index} of (value + after).matchAll(/\\(?=[!-/:-@[-`{-~])/g)) {
    result += value.slice(start, index) + '\\';
    start = index;
  }
  return result + value.slice(start);
}

/* Phrasing, as mdast-util-to-markdown's container-phrasing. */

type Attention = {sequence: string; children: string[]};
type Item = string | Attention;

// The library's preferred sequences (default `emphasis` and `strong` markers) and the construct each enters.
const ATTENTION: Record<AttentionNode['type'], {construct: string; sequence: string}> = {
  emphasis: {construct: 'emphasis', sequence: '*'},
  strong: {construct: 'strong', sequence: '**'},
  delete: {construct: 'strikethrough', sequence: '~~'},
};

/** Which characters next to a `*` or `~` sequence to encode so it opens or closes, as the library's `encodeInfo`. */
function encodeInfo(outside: number, inside: number): {inside: boolean; outside: boolean} {
  const outsideKind = classify(outside);
  const insideKind = classify(inside);
  if (outsideKind === undefined) return {inside: insideKind === 'whitespace', outside: insideKind !== undefined};
  const space = insideKind === 'whitespace';
  return {inside: space, outside: space && outsideKind === 'whitespace'};
}

const encodeFirst = (value: string) => encodeCharacterReference(value.codePointAt(0)!) + value.slice(firstCharacter(value).length);
function encodeLast(value: string): string {
  const character = lastCharacter(value);
  const rest = value.slice(0, value.length - character.length);
  // An odd number of backslashes before it would escape the `&`.
  const backslashes = /\\*$/.exec(rest)![0].length;
  return rest + (backslashes % 2 ? '\\' : '') + encodeCharacterReference(character.codePointAt(0)!);
}

/**
 * Serialized phrasing with each attention's preferred sequence, encoding
 * characters around it where it would otherwise not open or close. That
 * always forms when attention neither nests nor touches other attention; the
 * library searches other sequences for those cases, so they go to it.
 */
function serializeItems(items: Item[], before: string, after: string): string {
  const parts: string[] = [];
  let encodeNext: string | undefined;
  let previous = lastCharacter(before);
  items.forEach((item, index) => {
    if (typeof item === 'string') {
      const value = encodeNext && encodeNext === firstCharacter(item) ? encodeFirst(item) : item;
      encodeNext = undefined;
      parts.push(value);
      previous = lastCharacter(value);
      return;
    }
    const next = items[index + 1];
    if (typeof next === 'object') throw new UnsupportedContent('touching attention');
    const {sequence, children} = item;
    const inside = [...children];
    const last = inside.length - 1;
    const outsideAfter = firstCharacter(next ?? after);
    const open = encodeInfo(previous.charCodeAt(previous.length - 1), inside[0].charCodeAt(0));
    if (open.inside) inside[0] = encodeFirst(inside[0]);
    const tail = lastCharacter(inside[last]);
    const close = encodeInfo(outsideAfter.charCodeAt(0), tail.charCodeAt(tail.length - 1));
    if (close.inside) inside[last] = encodeLast(inside[last]);
    // What comes before is encoded too, unless it is the start of a line (or the container's).
    if (open.outside && previous !== '\n' && previous !== '\r' && parts.length > 0) parts.push(encodeLast(parts.pop()!));
    if (close.outside) encodeNext = outsideAfter;
    parts.push(sequence, ...inside, sequence);
    previous = sequence.slice(-1);
  });
  return parts.join('');
}

/** Writes with `stack` as the constructs we are in (the library's `enter`), which decide what needs escaping. */
function withStack<T>(writer: Writer, stack: string[], write: () => T): T {
  const outer = {stack: writer.stack, rules: writer.rules};
  Object.assign(writer, {stack, rules: undefined});
  const value = write();
  Object.assign(writer, outer);
  return value;
}

const within = <T>(writer: Writer, constructs: string[], write: () => T) => withStack(writer, [...writer.stack, ...constructs], write);

const phrasing = (writer: Writer, children: Phrasing[], before: string, after: string) =>
  serializeItems(phrasingItems(writer, children, before, after), before, after);

/** Each child serialized, attention with its sequence still to place; `before` and `after` are the characters around. */
function phrasingItems(writer: Writer, children: Phrasing[], before: string, after: string): Item[] {
  const items: Item[] = [];
  children.forEach((child, index) => {
    const next = children[index + 1];
    const childAfter = next ? peek(writer, next) : after;
    if ('children' in child && child.type !== 'link') {
      const {construct, sequence} = ATTENTION[child.type];
      const inside = within(writer, [construct], () => phrasingItems(writer, child.children, sequence, sequence));
      if (inside.some((item) => typeof item !== 'string')) throw new UnsupportedContent('nested attention');
      // Empty attention cannot form.
      if (inside.length === 0) return;
      items.push({sequence, children: inside as string[]});
      before = sequence.slice(-1);
      return;
    }
    const value = phrasingNode(writer, child, before, childAfter);
    if (!value) return;
    items.push(value);
    before = lastCharacter(value);
  });
  return items;
}

function phrasingNode(writer: Writer, node: Exclude<Phrasing, AttentionNode>, before: string, after: string): string {
  switch (node.type) {
    case 'text':
      return safe(writer, node.value, before, after);
    case 'inlineCode':
      return inlineCode(writer, node.value);
    case 'link':
      return link(writer, node, before);
    case 'image':
      return image(writer, node);
    case 'break':
      return hardBreak(writer, before);
  }
}

/** The first character a node serializes to, as the library's handlers' `peek`. */
function peek(writer: Writer, node: Phrasing): string {
  switch (node.type) {
    case 'text':
      return firstCharacter(safe(writer, node.value, '', ''));
    case 'break':
      return firstCharacter(hardBreak(writer, ''));
    case 'link':
      return isAutolink(node) ? '<' : '[';
    case 'inlineCode':
      return '`';
    case 'image':
      return '!';
    default:
      return ATTENTION[node.type].sequence.charAt(0);
  }
}

function hardBreak(writer: Writer, before: string): string {
  // Where a line ending cannot go (tables, ATX headings), a space stands in.
  if (escapeRules(writer).lineEndingUnsafe) return /[\t ]/.test(before) ? '' : ' ';
  return '\\\n';
}

function inlineCode(writer: Writer, code: string): string {
  // The shortest fence that is no run of backticks in the code.
  const runs = new Set(code.match(/`+/g)?.map((run) => run.length));
  let size = 1;
  while (runs.has(size)) size++;
  const sequence = '`'.repeat(size);
  // Collapsed whitespace leaves no line endings, so nothing inside can start a block.
  const padded = /[^\n\r ]/.test(code) && ((/^[\n\r ]/.test(code) && /[\n\r ]$/.test(code)) || /^`|`$/.test(code));
  const value = sequence + (padded ? ` ${code} ` : code) + sequence;
  if (!writer.stack.includes('tableCell')) return value;
  // In a cell, a pipe ends the cell even in code unless an odd number of backslashes precede it.
  return value.replace(/(\\*)\|/g, (match: string, backslashes: string) => (backslashes.length % 2 ? match : `${backslashes}\\|`));
}

/** As the library: a link whose text is its URL (with a scheme) is written `<url>`. */
function isAutolink(node: Link): boolean {
  const [child] = node.children;
  return (
    Boolean(node.url) &&
    !node.title &&
    node.children.length === 1 &&
    child.type === 'text' &&
    (child.value === node.url || `mailto:${child.value}` === node.url) &&
    /^[a-z][+\-.a-z]+:/i.test(node.url) &&
    !/[\0- <>\u007F]/.test(node.url)
  );
}

function link(writer: Writer, node: Link, before: string): string {
  if (isAutolink(node)) {
    // Attention or code cannot form in autolinks, so they are not phrasing.
    const stack = [...writer.stack.filter((name) => name !== 'phrasing'), 'autolink'];
    return `<${withStack(writer, stack, () => phrasing(writer, node.children, '<', '>'))}>`;
  }
  return within(writer, ['link'], () => {
    const text = within(writer, ['label'], () => phrasing(writer, node.children, '[', ']('));
    const enclose = /[\0- \u007F]/.test(node.url);
    let title = node.title || undefined;
    // At the start of a line, `[a]:` without a title would read as a definition; an empty title prevents that.
    if (!title && !enclose && /[\r\n]$/.test(before)) {
      let index = 0;
      while (index < text.length && text.charAt(index) !== ']') index += text.charAt(index) === '\\' ? 2 : 1;
      if (text.charAt(index + 1) === ':') title = '';
    }
    return resource(writer, `[${text}](`, node.url, title, (!node.url && title !== undefined) || enclose);
  });
}

function image(writer: Writer, node: Image): string {
  return within(writer, ['image'], () => {
    const alt = within(writer, ['label'], () => safe(writer, node.alt, '![', ']'));
    const title = node.title || undefined;
    return resource(writer, `![${alt}](`, node.url, title, (!node.url && Boolean(title)) || /[\0- \u007F]/.test(node.url));
  });
}

/** The destination (in angle brackets when `enclosed`) and title of a link or image after `value`, up to `)`. */
function resource(writer: Writer, value: string, url: string, title: string | undefined, enclosed: boolean): string {
  if (enclosed) value += within(writer, ['destinationLiteral'], () => `<${safe(writer, url, `${value}<`, '>')}>`);
  else value += within(writer, ['destinationRaw'], () => safe(writer, url, value, title === undefined ? ')' : ' '));
  if (title !== undefined) value += within(writer, ['titleQuote'], () => ` "${safe(writer, title, `${value} "`, '"')}"`);
  return `${value})`;
}

/* Flow, as mdast-util-to-markdown's handlers and joins. */

function writeFlow(writer: Writer, node: Block, parent: FlowParent, index: number): string {
  switch (node.type) {
    case 'paragraph':
      return within(writer, ['paragraph', 'phrasing'], () => phrasing(writer, node.children, '\n', '\n'));
    case 'heading':
      return heading(writer, node);
    case 'blockquote':
      return within(writer, ['blockquote'], () => indentLines(containerFlow(writer, node), (line, _, blank) => (blank ? '>' : '> ') + line));
    case 'list':
      return list(writer, node);
    case 'listItem':
      // Items only ever sit in lists.
      return listItem(writer, node, parent as List, index);
    case 'code':
      return code(writer, node);
    case 'table':
      return table(writer, node);
    case 'thematicBreak':
      return '---';
  }
}

function containerFlow(writer: Writer, parent: FlowParent): string {
  const children: Block[] = parent.children;
  let value = '';
  writer.indexStack.push(-1);
  children.forEach((child, index) => {
    writer.indexStack[writer.indexStack.length - 1] = index;
    value += writeFlow(writer, child, parent, index);
    if (child.type !== 'list') writer.bulletLastUsed = undefined;
    if (index < children.length - 1) value += between(child, children[index + 1], parent);
  });
  writer.indexStack.pop();
  return value;
}

/** As the library's joins (GFM table's first): a blank line, or only a line ending between children of tight lists. */
function between(left: Block, right: Block, parent: FlowParent): string {
  const continuesBlock = right.type === 'paragraph' || (right.type === 'heading' && isSetext(right));
  // A table in a tight item would take in a paragraph or table after it.
  if (left.type === 'table' && parent.type === 'listItem' && !parent.spread && (continuesBlock || right.type === 'table')) {
    return '\n\n';
  }
  if ((parent.type !== 'list' && parent.type !== 'listItem') || parent.spread) return '\n\n';
  if (left.type === 'blockquote' && right.type === 'blockquote') return '\n\n';
  // A list starting at another number or with an empty first item cannot interrupt a paragraph; `---` would underline it.
  const listNotInterrupting = right.type === 'list' && ((right.ordered && right.start !== 1) || right.children[0]?.children.length === 0);
  if (left.type === 'paragraph' && (listNotInterrupting || right.type === 'thematicBreak')) return '\n\n';
  let tail: Block = left;
  while ((tail.type === 'blockquote' || tail.type === 'list' || tail.type === 'listItem') && tail.children.length > 0) {
    tail = tail.children[tail.children.length - 1];
  }
  // Text after a paragraph, also one ending a container, would join it.
  return tail.type === 'paragraph' && continuesBlock ? '\n\n' : '\n';
}

function indentLines(value: string, map: (line: string, index: number, blank: boolean) => string): string {
  const lines = value.split(/(\r?\n|\r)/);
  return lines.map((part, index) => (index % 2 ? part : map(part, index / 2, !part))).join('');
}

const plainText = (nodes: Phrasing[]): string =>
  nodes.map((node) => ('value' in node ? node.value : 'alt' in node ? node.alt : 'children' in node ? plainText(node.children) : '')).join('');
const hasLineBreak = (nodes: Phrasing[]): boolean =>
  nodes.some(
    (node) => node.type === 'break' || ('value' in node && /[\r\n]/.test(node.value)) || ('children' in node && hasLineBreak(node.children)),
  );
/** As the library: headings of rank 1 and 2 with a line break in them are written setext-style. */
const isSetext = (node: Heading) => node.depth < 3 && Boolean(plainText(node.children)) && hasLineBreak(node.children);

function heading(writer: Writer, node: Heading): string {
  if (isSetext(node)) {
    const value = within(writer, ['headingSetext', 'phrasing'], () => phrasing(writer, node.children, '\n', '\n'));
    const lastLine = value.length - (Math.max(value.lastIndexOf('\r'), value.lastIndexOf('\n')) + 1);
    return `${value}\n${(node.depth === 1 ? '=' : '-').repeat(lastLine)}`;
  }
  const sequence = '#'.repeat(node.depth);
  let value = within(writer, ['headingAtx', 'phrasing'], () => phrasing(writer, node.children, '# ', '\n'));
  // Leading whitespace would be taken as part of the `#` sequence's separator.
  if (/^[\t ]/.test(value)) value = encodeCharacterReference(value.charCodeAt(0)) + value.slice(1);
  return value ? `${sequence} ${value}` : sequence;
}

function list(writer: Writer, node: List): string {
  return within(writer, ['list'], () => {
    const {bulletCurrent, stack, indexStack} = writer;
    // A list right after another one takes the other marker, or both would be one list.
    let otherMarker = writer.bulletLastUsed === (node.ordered ? '.' : '-');
    // `- - -` (an empty item first in first items) and `- ---` would be thematic breaks.
    const emptyInFirstItems =
      node.children[0]?.children.length === 0 &&
      stack.slice(-4).join() === 'listItem,list,listItem,list' &&
      indexStack.slice(-3).every((index) => index === 0);
    const ruleFirst = node.children.some((item) => item.children[0]?.type === 'thematicBreak');
    if (!node.ordered && (emptyInFirstItems || ruleFirst)) otherMarker = true;
    const bullet = node.ordered ? (otherMarker ? ')' : '.') : otherMarker ? '*' : '-';
    writer.bulletCurrent = bullet;
    const value = containerFlow(writer, node);
    writer.bulletLastUsed = bullet;
    writer.bulletCurrent = bulletCurrent;
    return value;
  });
}

function listItem(writer: Writer, node: ListItem, parent: List, index: number): string {
  const marker = writer.bulletCurrent ?? '-';
  const bullet = parent.ordered ? `${(parent.start > -1 ? parent.start : 1) + index}${marker}` : marker;
  const indent = ' '.repeat(bullet.length + 1);
  const map = (line: string, lineIndex: number, blank: boolean) =>
    (lineIndex ? (blank ? '' : indent) : blank ? bullet : `${bullet} `) + line;
  return within(writer, ['listItem'], () => indentLines(containerFlow(writer, node), map));
}

function code(writer: Writer, node: Code): string {
  const longestRun = Math.max(0, ...(node.value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(longestRun + 1, 3));
  return within(writer, ['codeFenced'], () => {
    let info = '';
    if (node.lang) {
      const {lang, meta} = node;
      info = within(writer, ['codeFencedLangGraveAccent'], () => safe(writer, lang, fence, ' ', '`'));
      if (meta) {
        info += ' ' + within(writer, ['codeFencedMetaGraveAccent'], () => safe(writer, meta, `${fence}${info} `, '\n', '`'));
      }
    }
    return `${fence}${info}\n${node.value ? `${node.value}\n` : ''}${fence}`;
  });
}

/** Cells as phrasing between pipes, aligned as markdown-table does: padded to each column's longest cell. */
function table(writer: Writer, node: Table): string {
  const matrix = within(writer, ['table', 'tableRow', 'tableCell', 'phrasing'], () =>
    node.rows.map((row) => row.map((cell) => phrasing(writer, cell, '|', '|'))),
  );
  const alignments = node.align.map((value) => value?.charAt(0) ?? '');
  const widths = alignments.map((_, column) => Math.max(...matrix.map((row) => row[column].length)));
  const delimiters = alignments.map((alignment, column) => {
    const [before, after] = [alignment === 'c' || alignment === 'l' ? ':' : '', alignment === 'c' || alignment === 'r' ? ':' : ''];
    const cell = before + '-'.repeat(Math.max(1, widths[column] - before.length - after.length)) + after;
    widths[column] = Math.max(widths[column], cell.length);
    return cell;
  });
  const pad = (cell: string, column: number) => {
    const size = widths[column] - cell.length;
    if (alignments[column] === 'r') return ' '.repeat(size) + cell;
    if (alignments[column] === 'c') return ' '.repeat(Math.ceil(size / 2)) + cell + ' '.repeat(Math.floor(size / 2));
    return cell + ' '.repeat(size);
  };
  return [matrix[0], delimiters, ...matrix.slice(1)].map((row) => `| ${row.map(pad).join(' | ')} |`).join('\n');
}

/* The library itself, for trees with content the writer above does not reproduce. */

const twinCodeHandle: Handle = (state, node: Element) => {
  const {lang, meta, value} = twinCode(node);
  const result: MdastCode = {type: 'code', lang, meta, value};
  state.patch(node, result);
  return result;
};

/**
 * A simplified twin tree as hast-util-to-mdast and mdast-util-to-markdown
 * (GFM, `-` bullets and rules, fenced code, one-space item indent) write it,
 * trimmed: what the writer above must match (tests/built/twinWriter.test.ts),
 * and where it sends the trees it does not handle.
 */
export function libraryMarkdown(tree: Root): string {
  return toMarkdown(toMdast(tree, {handlers: {'twin-code': twinCodeHandle}}), MARKDOWN_OPTIONS).trim();
}

/** The Markdown of a simplified twin tree: byte for byte libraryMarkdown's, many times faster. Leaves the tree as it is. */
export function hastToMarkdown(tree: Root): string {
  try {
    return containerFlow({stack: [], rules: undefined, indexStack: []}, convertRoot(tree)).trim();
  } catch (error) {
    if (!(error instanceof UnsupportedContent)) throw error;
    return libraryMarkdown(tree);
  }
}
