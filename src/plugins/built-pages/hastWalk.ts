import type {Element, Root} from 'hast';

export type ParentNode = Root | Element;

export const classesOf = (element: Element): string[] => (element.properties.className as string[] | undefined) ?? [];
export const hasClass = (element: Element, name: string) => classesOf(element).includes(name);

/** Matchers for descendants() and firstDescendant(). */
export const isTag = (tagName: string) => (element: Element) => element.tagName === tagName;
export const withClass = (name: string) => (element: Element) => hasClass(element, name);

/**
 * The elements under a node that match, in document order, the node itself
 * left out. Hand-written rather than hast-util-select's selectAll(): the
 * post-build pass runs over every built page of every build, and with
 * selectors the search extraction ran 6 to 8 times slower and the Markdown
 * twins spent a tenth of their time matching.
 */
export function descendants(node: ParentNode, matches: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (parent: ParentNode) => {
    for (const child of parent.children) {
      if (child.type !== 'element') continue;
      if (matches(child)) found.push(child);
      visit(child);
    }
  };
  visit(node);
  return found;
}

/** The first element under a node that matches, in document order, or null. */
export function firstDescendant(node: ParentNode, matches: (element: Element) => boolean): Element | null {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (matches(child)) return child;
    const found = firstDescendant(child, matches);
    if (found) return found;
  }
  return null;
}

/** The content of the page's `<meta name="description">`, or '' without one. */
export function metaDescription(tree: Root): string {
  const meta = firstDescendant(tree, (element) => element.tagName === 'meta' && element.properties.name === 'description');
  return String(meta?.properties.content ?? '');
}
