// Prism's core with the grammars of the languages this site's code blocks
// use. Loaded by prismLoader.ts: with the page, on the server; on first need,
// in the browser.
import Prism from './prismCore';
// The package's grammars for the JavaScript family, in the package's order:
// grammars that extend another copy it when they load, so the order decides
// the tokens (for example, CSS inside JSX style attributes).
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-javadoclike';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsdoc';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
// The other languages the site's code blocks use.
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-diff';
import 'prismjs/components/prism-yaml';

export default Prism;
