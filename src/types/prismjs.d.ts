// prismjs's types describe its browser bundle; the site loads the core and
// each grammar as separate CommonJS files.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
