// @docusaurus/utils-common's lib/index.js, re-exported without tslib: the
// index requires tslib for one helper (`__importDefault`), and a module
// required from CommonJS cannot be tree-shaken, so all of tslib went into
// every page's main chunk. Same exports, same files behind them.
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

// Search crawlers ignore anchors that start with "__".
export const blogPostContainerID = '__blog-post-container';
