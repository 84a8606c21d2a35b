import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Axe's serious and critical findings on the page as it stands (or within the `within` selector's elements), in words a failure message can show. */
export async function seriousViolations(page: Page, { within }: { within?: string } = {}): Promise<string[]> {
  // A button's colour fades in for 150 ms once it is enabled again (e.g. after a
  // refused sign-in); axe measuring mid-fade reports a contrast the user never rests on.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  // Only violations are read: axe still runs every rule, but builds a selector for one node of each
  // passing or inapplicable rule instead of all of them (axe-core's API.md, "Use resultTypes").
  // Legacy mode runs axe.run in the page itself; the default runs it frame by frame and then opens a
  // blank tab to merge the frames' results, which took twice as long. What legacy mode leaves out,
  // frames from another origin, the portal has none of (its one frame, the signed scan, is its own).
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
