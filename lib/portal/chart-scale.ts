/**
 * The top of a count chart's axis: the smallest of 2, 4, 6, 8 and 10 times a
 * power of ten that holds `max`, so the axis's middle tick is a whole count
 * too (7 → 8, 45 → 60, 0 → 2).
 */
export function axisTop(max: number): number {
  for (let power = 1; ; power *= 10) {
    for (const step of [2, 4, 6, 8, 10]) if (step * power >= max) return step * power;
  }
}

/** The axis's ticks, top first: the top, its half and zero. */
export const axisTicks = (top: number): number[] => [top, top / 2, 0];
