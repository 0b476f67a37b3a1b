import fc from 'fast-check';

// On CI every run of the property tests draws the same inputs, so a stop's
// result can be reproduced; locally each run draws new ones, which is how
// they keep finding cases. A failure prints its seed either way.
if (process.env.CI) fc.configureGlobal({seed: 20261205});
