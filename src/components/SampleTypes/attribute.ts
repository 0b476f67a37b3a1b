/** Marks a code sample with hover types in the page's HTML (src/theme/CodeBlock), for the hover code to find; its value is the sample's hash. */
export const SAMPLE_TYPES_ATTRIBUTE = 'data-sample-types';
