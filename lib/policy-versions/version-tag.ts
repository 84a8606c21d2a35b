/**
 * A published draft's version tag: the release whose rules' code it runs
 * under, and its number among that release's published drafts, so that the
 * tag names both the thresholds and the code (contract v3 section 5):
 * "2026-11.3+d1" is the first draft published on release 2026-11.3.
 */
export const draftVersionTag = (release: string, number: number): string => `${release}+d${number}`;
