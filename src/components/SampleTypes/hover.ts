/**
 * Hover types on code samples: while the pointer rests on a name in a sample
 * that has types, a tooltip shows what TypeScript says about it. The code
 * of the block is never changed: the name under the pointer is found from
 * the caret position at that point, and the tooltip and the name's
 * highlight are drawn over it. Loaded by src/theme/CodeBlock on the first
 * pointer over or focus in such a sample.
 */
import {SAMPLE_TYPES_ATTRIBUTE} from './attribute';
import {loadSampleTypes} from './load';
import styles from './styles.module.css';
import type {SampleTypes, Span} from '../../plugins/snippet-types/data';

// The Types button's list shares this chunk: one request for whichever the reader uses first.
export {default as TypesPanel} from './TypesPanel';

const HIGHLIGHT_NAME = 'sample-type';
const MARGIN = 8;

let tooltip: HTMLDivElement | undefined;
let shownSpan: Span | undefined;
let pendingFrame = 0;

/** CSS.highlights is a map of named highlights; this TypeScript's DOM types leave out its map methods. */
const highlights = (): Map<string, Highlight> | undefined => (typeof CSS !== 'undefined' ? (CSS.highlights as unknown as Map<string, Highlight>) : undefined);

function tooltipElement(): HTMLDivElement {
  if (!tooltip) {
    tooltip = document.createElement('div');
    tooltip.className = styles.tooltip!;
    tooltip.setAttribute('role', 'tooltip');
    tooltip.hidden = true;
    document.body.append(tooltip);
  }
  return tooltip;
}

/** The text node and offset at a column of a line of code. */
function pointInLine(line: Element, column: number): [Text, number] | null {
  const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
  let passed = 0;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (column <= passed + node.length) return [node, column - passed];
    passed += node.length;
  }
  return null;
}

/** A line of code and the column of a text position in it. */
function columnOf(node: Node, offset: number): {line: Element; column: number} | null {
  const line = node.parentElement?.closest('.token-line');
  if (!line || node.nodeType !== Node.TEXT_NODE) return null;
  const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
  let column = 0;
  for (let text = walker.nextNode(); text && text !== node; text = walker.nextNode()) column += (text as Text).length;
  return {line, column: column + offset};
}

function caretAt(x: number, y: number): {node: Node; offset: number} | null {
  if (document.caretPositionFromPoint) {
    const position = document.caretPositionFromPoint(x, y);
    return position && {node: position.offsetNode, offset: position.offset};
  }
  const range = document.caretRangeFromPoint?.(x, y);
  return range ? {node: range.startContainer, offset: range.startOffset} : null;
}

function rangeOf(line: Element, [, column, length]: Span): Range | null {
  const start = pointInLine(line, column);
  const end = pointInLine(line, column + length);
  if (!start || !end) return null;
  const range = document.createRange();
  range.setStart(...start);
  range.setEnd(...end);
  return range;
}

function within(rect: DOMRect, x: number, y: number): boolean {
  return x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
}

/** The name under a point of a sample, with its range on the page. */
function spanAt(sample: Element, types: SampleTypes, x: number, y: number): {span: Span; range: Range} | null {
  const caret = caretAt(x, y);
  const position = caret && columnOf(caret.node, caret.offset);
  if (!position || !sample.contains(position.line)) return null;
  const lineIndex = Array.from(sample.querySelectorAll('.token-line')).indexOf(position.line);
  for (const span of types.spans) {
    const [line, column, length] = span;
    if (line !== lineIndex || position.column < column || position.column > column + length) continue;
    const range = rangeOf(position.line, span);
    // The caret snaps to the nearest character edge: only a name the pointer is on counts.
    if (range && Array.from(range.getClientRects()).some((rect) => within(rect, x, y))) return {span, range};
  }
  return null;
}

export function hide(): void {
  if (tooltip) tooltip.hidden = true;
  shownSpan = undefined;
  highlights()?.delete(HIGHLIGHT_NAME);
}

function show(types: SampleTypes, span: Span, range: Range): void {
  if (shownSpan === span) return;
  shownSpan = span;
  const [signature, documentation] = types.infos[span[3]]!;
  const element = tooltipElement();
  const code = document.createElement('code');
  code.className = styles.signature!;
  code.textContent = signature;
  element.replaceChildren(code);
  if (documentation) {
    const paragraph = document.createElement('p');
    paragraph.className = styles.documentation!;
    paragraph.textContent = documentation;
    element.append(paragraph);
  }
  element.hidden = false;
  const anchor = range.getBoundingClientRect();
  const {width, height} = element.getBoundingClientRect();
  const left = Math.min(Math.max(MARGIN, anchor.left), window.innerWidth - width - MARGIN);
  const below = anchor.bottom + 4;
  const top = below + height > window.innerHeight - MARGIN && anchor.top - height - 4 > MARGIN ? anchor.top - height - 4 : below;
  element.style.left = `${Math.max(MARGIN, left) + window.scrollX}px`;
  element.style.top = `${top + window.scrollY}px`;
  if (typeof Highlight === 'function') highlights()?.set(HIGHLIGHT_NAME, new Highlight(range));
}

function onPointerMove(event: PointerEvent): void {
  if (event.pointerType === 'touch' || !(event instanceof PointerEvent)) return;
  const {clientX: x, clientY: y, target} = event;
  cancelAnimationFrame(pendingFrame);
  pendingFrame = requestAnimationFrame(() => {
    const sample = (target as Element | null)?.closest?.(`[${SAMPLE_TYPES_ATTRIBUTE}] pre`);
    const hash = sample?.closest(`[${SAMPLE_TYPES_ATTRIBUTE}]`)?.getAttribute(SAMPLE_TYPES_ATTRIBUTE);
    if (!sample || !hash) {
      hide();
      return;
    }
    loadSampleTypes(hash).then(
      (types) => {
        const found = spanAt(sample, types, x, y);
        if (found) show(types, found.span, found.range);
        else hide();
      },
      hide,
    );
  });
}

let started = false;

/**
 * Listens for the pointer over samples for the rest of the page's life (the
 * site is one page app), starting with the event that loaded this module.
 * Called again on later events over samples, which only load their types.
 */
export function startHoverTypes(first: Event): void {
  // Each sample's types start loading as soon as it is pointed at or focused.
  const hash = (first.target as Element).closest(`[${SAMPLE_TYPES_ATTRIBUTE}]`)?.getAttribute(SAMPLE_TYPES_ATTRIBUTE);
  if (hash) void loadSampleTypes(hash).catch(() => undefined);
  if (started) return;
  started = true;
  onPointerMove(first as PointerEvent);
  document.addEventListener('pointermove', onPointerMove, {passive: true});
  document.addEventListener('scroll', hide, {passive: true, capture: true});
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hide();
  });
  window.addEventListener('popstate', hide);
}
