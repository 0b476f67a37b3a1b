import React from 'react';
import CodeBlock from '@theme/CodeBlock';

/** Each file of a composition in a code block titled with its path in the site's source. */
export default function SourceFiles({files}: {files: ReadonlyArray<{file: string; code: string}>}): React.JSX.Element {
  return (
    <>
      {files.map(({file, code}) => (
        <CodeBlock key={file} language={file.endsWith('.tsx') ? 'tsx' : 'ts'} title={`src/remotion/${file}`}>
          {code.trimEnd()}
        </CodeBlock>
      ))}
    </>
  );
}
