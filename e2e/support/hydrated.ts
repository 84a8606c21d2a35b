import { expect, type Locator } from "@playwright/test";

/**
 * `control` once React has hydrated it, for a test that presses a control
 * right after a navigation: before hydration the click or choice reaches
 * the server-rendered element only, and is lost (a CSV link kept no filter,
 * stop 38's CI). React gives each element it has hydrated its props under
 * a `__reactProps$` key.
 */
export async function hydrated(control: Locator): Promise<Locator> {
  await expect.poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")))).toBe(true);
  return control;
}
