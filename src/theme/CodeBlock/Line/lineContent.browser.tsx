import type {Props} from '@theme/CodeBlock/Line';

/**
 * The content of a line's element, in the browser: one span per token, as
 * theme-classic's CodeBlock/Line/Token renders it, the same markup the
 * server wrote as a string (lineContent.ts).
 */
export function lineContent(line: Props['line'], getTokenProps: Props['getTokenProps'], lineBreak: boolean) {
  return {
    children: (
      <>
        {line.map((token, key) => (
          <span key={key} {...getTokenProps({token})} />
        ))}
        {lineBreak && <br />}
      </>
    ),
  };
}
