// Every error and warning message of the Remotion 3.2 packages that a user
// can cause is quoted on one docs page (in the Errors section of the API
// that throws it, or on a troubleshooting page). Messages nothing a user
// does can trigger are listed, each with its reason, in
// scripts/errors-allowlist.json. Prints per package: documented,
// allowlisted, missing; exits 1 on any missing message, on a message quoted
// on two pages, on a stale allowlist entry, or when the allowlist holds a
// third of all messages or more.
import {errorCoverage, readAllowlist} from './errorMessages.mjs';

const MAX_ALLOWLISTED_SHARE = 1 / 3;
const MIN_REASON_LENGTH = 15;

const allowlist = readAllowlist();
const coverage = errorCoverage(allowlist);
const problems = [];

const known = new Set(coverage.statuses.map(({message}) => message.id));
for (const {message, reason} of allowlist) {
  if (!known.has(message)) problems.push(`allowlisted, but no package prints it any more: ${message}`);
  if (reason.trim().length < MIN_REASON_LENGTH) problems.push(`allowlist reason too short for: ${message}`);
}
for (const {message, pages, allowlisted} of coverage.statuses) {
  if (allowlisted && pages.length > 0) problems.push(`quoted in ${pages[0]} and allowlisted (drop it from the allowlist): ${message.id}`);
  if (pages.length > 1) problems.push(`quoted on ${pages.length} pages (${pages.join(', ')}): one home, the others link to it: ${message.id}`);
}

console.log('Error and warning messages of the Remotion 3.2 packages (a message shared by packages counts in each):');
console.log(`${'package'.padEnd(24)}${'documented'.padStart(12)}${'allowlisted'.padStart(13)}${'missing'.padStart(9)}`);
for (const [pkg, counts] of coverage.perPackage) {
  console.log(`${pkg.padEnd(24)}${String(counts.documented).padStart(12)}${String(counts.allowlisted).padStart(13)}${String(counts.missing).padStart(9)}`);
}
const share = coverage.allowlisted / coverage.total;
console.log(
  `${coverage.total} distinct messages: ${coverage.documented} documented, ${coverage.allowlisted} allowlisted ` +
    `(${(share * 100).toFixed(1)}%, limit ${(MAX_ALLOWLISTED_SHARE * 100).toFixed(1)}%), ${coverage.missing} missing.`,
);
if (share >= MAX_ALLOWLISTED_SHARE) problems.push('the allowlist holds a third of all messages or more');
for (const {message, status} of coverage.statuses) {
  if (status === 'missing') console.error(`✘ missing (${message.files[0]}): ${message.id}`);
}
for (const problem of problems) console.error(`✘ ${problem}`);
process.exit(coverage.missing === 0 && problems.length === 0 ? 0 : 1);
