import type {Page} from '@playwright/test';

/**
 * Collects what must never happen while a page handles a reader's input: a
 * dialog (an injected alert, dismissed at once) or an uncaught error. A
 * test ends by expecting the list to be empty.
 */
export function watchForIncidents(page: Page): string[] {
  const incidents: string[] = [];
  page.on('dialog', async (dialog) => {
    incidents.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('pageerror', (error) => incidents.push(`uncaught: ${error.message}`));
  return incidents;
}
