// The hover types of one code sample, read from the language service whose
// program check-snippets.mjs type-checks the samples with: for every name in
// the sample that resolves to a declaration, what TypeScript's quick info
// says about it (src/plugins/snippet-types/data.ts has the format).
import ts from 'typescript';

// Docusaurus drops lines that hold only a magic comment before it renders a
// block, which would move every later name off its line; such samples get no types.
const MAGIC_COMMENT = /^\s*(\/\/|\/\*|\{\/\*)\s*highlight-(next-line|start|end)\b/m;

/**
 * An imported name is shown as its declaration: "function interpolate(…)",
 * not the alias line and "import interpolate" that quick info wraps it in.
 */
function cleanSignature(text) {
  return (
    text
      .replace(/^\(alias\) /, '')
      .replace(/\nimport [\w$.]+$/, '')
      // A type TypeScript names by its file is named by its package: the text must not depend on where the site is checked out.
      .replace(/import\("[^"]*\/node_modules\//g, 'import("')
  );
}

function firstParagraph(text) {
  return text.split(/\n\s*\n/)[0].replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * @param {ts.LanguageService} service
 * @param {ts.Program} program the service's program
 * @param {string} path the sample's file in that program
 * @param {string} code the sample as the page shows it
 * @returns {{infos: [string, string][], spans: [number, number, number, number][]} | null}
 */
export function sampleTypes(service, program, path, code) {
  if (MAGIC_COMMENT.test(code)) return null;
  const source = program.getSourceFile(path);
  const checker = program.getTypeChecker();
  const lineCount = code.split('\n').length;
  const infos = [];
  const infoIndex = new Map();
  const spans = [];

  /** Quick info at an identifier that starts at `position`, with an imported name's read at its import, where TypeScript prints its declaration. */
  function quickInfo(node, position) {
    const info = service.getQuickInfoAtPosition(path, position);
    if (info?.kind !== 'alias') return info;
    const declaration = checker.getSymbolAtLocation(node)?.declarations?.[0];
    if (!declaration || declaration.getSourceFile() !== source || !declaration.name) return info;
    return service.getQuickInfoAtPosition(path, declaration.name.getStart(source)) ?? info;
  }

  const visit = (node) => {
    if (ts.isIdentifier(node)) {
      const position = node.getStart(source);
      const info = quickInfo(node, position);
      const signature = info?.displayParts?.length ? cleanSignature(ts.displayPartsToString(info.displayParts)) : '';
      const start = source.getLineAndCharacterOfPosition(position);
      if (signature && start.line < lineCount) {
        const documentation = firstParagraph(ts.displayPartsToString(info.documentation ?? []));
        const key = `${signature}\0${documentation}`;
        let index = infoIndex.get(key);
        if (index === undefined) {
          index = infos.length;
          infos.push([signature, documentation]);
          infoIndex.set(key, index);
        }
        spans.push([start.line, start.character, node.end - position, index]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return spans.length ? {infos, spans} : null;
}
