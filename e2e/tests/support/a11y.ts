import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Scans the page with axe and fails on any serious or critical violation, naming them. */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `${label} has accessibility violations`).toEqual([]);
}
