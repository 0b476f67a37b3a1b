import './manualMode';
import Prism from 'prismjs/components/prism-core';

// The grammar files extend the global `Prism` instance.
(globalThis as typeof globalThis & {Prism?: typeof Prism}).Prism = Prism;

export default Prism;
