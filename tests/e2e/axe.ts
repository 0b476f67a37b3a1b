import {AxeBuilder} from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/**
 * axe's violations on the page (or inside `include`), one line each:
 * "rule (impact): target | target". axe runs in the page as one `axe.run`
 * (AxeBuilder's legacy mode) and reports violations only. AxeBuilder's
 * default runs each frame apart, copies every result, passes included, to a
 * blank tab it opens to merge them, and injects axe twice; the checks are
 * the same, and the site has no cross-origin frame, the one thing the
 * default reaches that this does not.
 */
export async function axeViolations(
  page: Page,
  {include, disableRules = [], withRules}: {include?: string; disableRules?: string[]; withRules?: string[]} = {},
): Promise<string[]> {
  const builder = new AxeBuilder({page}).setLegacyMode().options({resultTypes: ['violations']}).disableRules(disableRules);
  if (withRules) builder.withRules(withRules);
  if (include) builder.include(include);
  const {violations} = await builder.analyze();
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}
