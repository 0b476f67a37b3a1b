// npm run check:errors — every error and warning message of the Remotion 3.2
// packages that a user can cause is quoted on one docs page (in the Errors
// section of the API that throws it, or on a troubleshooting page); messages
// nothing a user does can trigger are listed, each with its reason, in
// scripts/errors-allowlist.json. The rules (coverageProblems(), checkErrors())
// are functions of the coverage (errorCoverage()), so that tests can hold them.
import {pathToFileURL} from 'node:url';
import {errorCoverage, readAllowlist} from './errorMessages.mjs';

export const MAX_ALLOWLISTED_SHARE = 1 / 3;
export const MIN_REASON_LENGTH = 15;

/**
 * What check:errors fails on besides a missing message: allowlist entries no
 * package prints or without a reason, messages both quoted and allowlisted,
 * messages quoted on two pages or more, and an allowlist of a third of all
 * messages or more.
 */
export function coverageProblems(coverage, allowlist) {
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
  if (coverage.allowlisted / coverage.total >= MAX_ALLOWLISTED_SHARE) problems.push('the allowlist holds a third of all messages or more');
  return problems;
}

/** What check:errors prints (`out` to stdout, `errors` to stderr) and whether it passes. */
export function checkErrors(coverage, allowlist) {
  const problems = coverageProblems(coverage, allowlist);
  const share = coverage.allowlisted / coverage.total;
  const out = [
    'Error and warning messages of the Remotion 3.2 packages (a message shared by packages counts in each):',
    `${'package'.padEnd(24)}${'documented'.padStart(12)}${'allowlisted'.padStart(13)}${'missing'.padStart(9)}`,
    ...[...coverage.perPackage].map(
      ([pkg, counts]) =>
        `${pkg.padEnd(24)}${String(counts.documented).padStart(12)}${String(counts.allowlisted).padStart(13)}${String(counts.missing).padStart(9)}`,
    ),
    `${coverage.total} distinct messages: ${coverage.documented} documented, ${coverage.allowlisted} allowlisted ` +
      `(${(share * 100).toFixed(1)}%, limit ${(MAX_ALLOWLISTED_SHARE * 100).toFixed(1)}%), ${coverage.missing} missing.`,
  ];
  const errors = [
    ...coverage.statuses.filter(({status}) => status === 'missing').map(({message}) => `✘ missing (${message.files[0]}): ${message.id}`),
    ...problems.map((problem) => `✘ ${problem}`),
  ];
  return {out, errors, ok: coverage.missing === 0 && problems.length === 0};
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const allowlist = readAllowlist();
  const {out, errors, ok} = checkErrors(errorCoverage(allowlist), allowlist);
  for (const line of out) console.log(line);
  for (const line of errors) console.error(line);
  process.exit(ok ? 0 : 1);
}
