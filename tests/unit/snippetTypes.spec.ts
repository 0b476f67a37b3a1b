import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import ts from 'typescript';
import {sampleTypes} from '../../scripts/snippetTypes.mjs';
import {namesWithTypes} from '../../src/components/SampleTypes/load';
import {SNIPPET_TYPES_FILE, sampleHash} from '../../src/plugins/snippet-types/data';
import {sampleTypesHash} from '../../src/components/SampleTypes/context';

// How check:snippets reads a sample's hover types from its language service
// (scripts/snippetTypes.mjs), and how a page turns them back into names.

const LIBRARY = '/virtual/library.ts';
const SAMPLE = '/virtual/sample.ts';

function serviceFor(files: Record<string, string>) {
  const options = {strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts']};
  const exists = (file: string) => file in files || ts.sys.fileExists(file);
  const read = (file: string) => files[file] ?? ts.sys.readFile(file);
  const service = ts.createLanguageService({
    getScriptFileNames: () => Object.keys(files),
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => (exists(file) ? ts.ScriptSnapshot.fromString(read(file)!) : undefined),
    getCurrentDirectory: () => '/virtual',
    getCompilationSettings: () => options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: exists,
    readFile: read,
  });
  return {service, program: service.getProgram()!};
}

const library = `/**
 * Says hello.
 *
 * Only the first paragraph is shown.
 */
export function greet(name: string, times = 1): string {
  return name.repeat(times);
}
`;

test('each name gets its quick info; an imported one reads as its declaration', () => {
  const code = "import {greet} from './library';\nconst message = greet('Ada');\n";
  const {service, program} = serviceFor({[LIBRARY]: library, [SAMPLE]: code});
  const types = sampleTypes(service, program, SAMPLE, code)!;
  const names = namesWithTypes(code, types);
  // The call reads as the import does, so greet is listed once.
  expect(names).toEqual([
    {name: 'greet', signature: 'function greet(name: string, times?: number): string', documentation: 'Says hello.'},
    {name: 'message', signature: 'const message: string', documentation: ''},
  ]);
  // Positions are the sample's own: line 1, column 16 is the call of greet.
  expect(types.spans).toContainEqual([1, 16, 5, types.spans[0]![3]]);
});

test('a sample with a line Docusaurus drops (a magic comment) gets no types', () => {
  const code = "import {greet} from './library';\n// highlight-next-line\nconst message = greet('Ada');\n";
  const {service, program} = serviceFor({[LIBRARY]: library, [SAMPLE]: code});
  expect(sampleTypes(service, program, SAMPLE, code)).toBeNull();
});

test('the hash that tags a sample is read back from its metastring, and only as a whole word', () => {
  const hash = sampleHash('const a = 1;');
  expect(hash).toMatch(/^[0-9a-f]{16}$/);
  expect(sampleTypesHash(`title="src/a.ts" types=${hash}`)).toBe(hash);
  expect(sampleTypesHash(`types=${hash}`)).toBe(hash);
  expect(sampleTypesHash(`mytypes=${hash}`)).toBeNull();
  expect(sampleTypesHash(undefined)).toBeNull();
});

test('the committed types name no file of this machine, so a clean checkout anywhere computes the same', () => {
  const committed = readFileSync(SNIPPET_TYPES_FILE, 'utf8');
  expect(committed).not.toContain('/node_modules/');
  expect(committed).not.toContain(process.cwd());
});
