/** Where the browser tests' server listens: playwright.config.ts starts it there, and the tests' API calls go there. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * Where a run keeps what belongs to its server alone: the signed-in sessions
 * and the test results. Keyed by the port, so that two runs side by side (one
 * per database) never sign each other's users out.
 */
export const E2E_OUTPUT_DIR = `test-results/e2e-${E2E_PORT}`;
