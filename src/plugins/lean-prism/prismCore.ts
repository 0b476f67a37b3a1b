import './manualMode';
import Prism from 'prismjs/components/prism-core';

// The grammar files extend the global `Prism` instance, and Docusaurus's
// prism-include-languages adds the site's additional languages to it.
(globalThis as typeof globalThis & {Prism?: typeof Prism}).Prism = Prism;

export default Prism;
