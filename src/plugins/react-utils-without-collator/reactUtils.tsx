/**
 * @docusaurus/theme-common 3.10's lib/utils/reactUtils.js, unchanged except
 * that useShallowMemoObject() orders the keys by code unit instead of with
 * localeCompare() (see index.ts). Keep it in step with upstream when
 * Docusaurus is upgraded.
 */
import React, {useCallback, useMemo, useRef, type ComponentType, type ReactNode} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/**
 * Turns an unstable callback (an arrow function passed as a prop) into a
 * stable one that an effect can list among its dependencies.
 */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback((...args: never[]) => ref.current(...args), []) as T;
}

/** The value from the last render. */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

/**
 * Thrown when a context is consumed outside its provider. The hook's name is
 * read from the error's stack.
 */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    this.message = `Hook ${
      this.stack?.split('\n')[1]?.match(/at (?:\w+\.)?(?<name>\w+)/)?.groups?.name ?? ''
    } is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

/**
 * The same object as in the last render while its keys and values are the
 * same. The keys are only put in a stable order for the dependency list, so
 * any fixed order does: comparing code units needs no collator, where the
 * first localeCompare() of a page builds one.
 */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, deps.flat());
}

/**
 * One provider made of several that take only `children`, the first one
 * outermost.
 */
export function composeProviders(providers: ComponentType<{children: ReactNode}>[]): ComponentType<{children: ReactNode}> {
  return ({children}) => (
    <>{providers.reduceRight((element, CurrentProvider) => <CurrentProvider>{element}</CurrentProvider>, children)}</>
  );
}
