// The thread side of mapInWorkerThreads(): loads the TypeScript module a task
// names with jiti, as Docusaurus loads the site's plugins, and calls the
// function it names. Each thread loads a module once and keeps it.
const load = require('jiti')(__filename, {interopDefault: false});

module.exports = ({modulePath, exportName, input}) => load(modulePath)[exportName](input);
