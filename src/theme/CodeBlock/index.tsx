/**
 * Ejected from @docusaurus/theme-classic 3.10 to hydrate code blocks in
 * place. Upstream gives each block a `key` that changes once the page has
 * hydrated, so every block is thrown away and highlighted again right after
 * hydration: one long task on a page full of code, for nothing. The colour
 * mode it guards against is already handled: the colour mode context keeps
 * the server's mode during hydration and switches afterwards, and the blocks
 * then re-render with the matching Prism theme like any other update.
 *
 * A sample with hover types (src/plugins/snippet-types) is marked in the
 * HTML for the hover code, tells its buttons its hash, and loads the hover
 * code on the first pointer over it or focus in it.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {SAMPLE_TYPES_ATTRIBUTE} from '@site/src/components/SampleTypes/attribute';
import {SampleTypesContext, sampleTypesHash} from '@site/src/components/SampleTypes/context';

function startHoverTypes(event: React.SyntheticEvent): void {
  const {nativeEvent} = event;
  void import('@site/src/components/SampleTypes/hover').then((hover) => hover.startHoverTypes(nativeEvent));
}

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  const block = <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
  const typesHash = typeof children === 'string' ? sampleTypesHash(props.metastring) : null;
  if (!typesHash) return block;
  return (
    <SampleTypesContext.Provider value={typesHash}>
      <div {...{[SAMPLE_TYPES_ATTRIBUTE]: typesHash}} onPointerOver={startHoverTypes} onFocus={startHoverTypes}>
        {block}
      </div>
    </SampleTypesContext.Provider>
  );
}
