// Repairs two faults of DocSearch 3.9's modal markup, which axe reports:
// - every result list gets the id "docsearch-list" (getListProps() is called
//   without its source), so the ids the input's aria-controls names, one per
//   list, do not exist and the page has duplicate ids;
// - the modal's <header> and <footer> count as a second banner and a second
//   contentinfo landmark; inside a <section> they are plain header and footer
//   elements, so the modal is mounted in one (see the SearchBar).
import {useEffect} from 'react';

function nameResultLists(container: HTMLElement): void {
  const controlled = container.querySelector('.DocSearch-Input')?.getAttribute('aria-controls')?.split(' ') ?? [];
  const lists = container.querySelectorAll('.DocSearch-Dropdown ul[role="listbox"]');
  if (controlled.length !== lists.length) return;
  lists.forEach((list, index) => {
    if (list.id !== controlled[index]) list.id = controlled[index]!;
  });
}

export function useModalAccessibilityFixes(container: HTMLElement): void {
  useEffect(() => {
    nameResultLists(container);
    const observer = new MutationObserver(() => nameResultLists(container));
    observer.observe(container, {subtree: true, childList: true, attributes: true, attributeFilter: ['aria-controls', 'id']});
    return () => observer.disconnect();
  }, [container]);
}
