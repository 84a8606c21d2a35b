/** Shows only the last four characters: "••••••1234". */
export function maskTail(value: string, visible = 4): string {
  if (value.length <= visible) return value;
  return `${"•".repeat(Math.min(value.length - visible, 8))}${value.slice(-visible)}`;
}
