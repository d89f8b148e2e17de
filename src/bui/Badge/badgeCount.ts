/** The largest count a badge prints; anything above shows as "99+". */
export const BADGE_COUNT_MAX = 99;

/**
 * The text a count badge prints: the number up to 99, then "99+". Returns
 * null for zero, negative or non-numeric counts, which hide the badge.
 */
export function badgeCountText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  return whole > BADGE_COUNT_MAX ? `${BADGE_COUNT_MAX}+` : String(whole);
}
