const UNITS: [seconds: number, unit: string][] = [
  [3600, "h"],
  [60, "min"],
  [1, "s"],
];

/** A delay as a partner reads it: `immediately`, `5 s`, `30 min`, `2 h` (whole units only, else seconds). */
export function formatDelay(seconds: number): string {
  if (seconds === 0) return "immediately";
  const [size, unit] = UNITS.find(([size]) => seconds % size === 0) ?? [1, "s"];
  return `${seconds / size} ${unit}`;
}
