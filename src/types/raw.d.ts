// A file imported with the `?raw` query is its source text (see
// src/plugins/raw-source).
declare module '*?raw' {
  const source: string;
  export default source;
}
