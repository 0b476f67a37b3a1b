import {useEffect, useState, type RefObject} from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport; it
 * stays true from then on, so whatever loads on it loads once. With
 * `watch: false` it is true from the start.
 */
export function useHasEnteredViewport(
  element: RefObject<HTMLElement | null>,
  {rootMargin = '0px', watch = true}: {rootMargin?: string; watch?: boolean} = {},
): boolean {
  const [entered, setEntered] = useState(!watch);
  useEffect(() => {
    if (entered || !element.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setEntered(true);
      },
      {rootMargin},
    );
    observer.observe(element.current);
    return () => observer.disconnect();
  }, [element, entered, rootMargin]);
  return entered;
}
