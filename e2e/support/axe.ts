import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Axe's serious and critical findings on the page as it stands, in words a failure message can show. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A button's colour fades in for 150 ms once it is enabled again (e.g. after a
  // refused sign-in); axe measuring mid-fade reports a contrast the user never rests on.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  // Only violations are read: axe still runs every rule, but builds a selector for one node of each
  // passing or inapplicable rule instead of all of them (axe-core's API.md, "Use resultTypes").
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
