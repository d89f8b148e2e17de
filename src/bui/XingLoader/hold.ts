/** Nothing is drawn for the first 200 ms (the spinner-delay rule on Loading states). */
export const XING_LOADER_DELAY_MS = 200;
/** Once drawn, the loader stays at least this long, so it never blinks on and off. */
export const XING_LOADER_MIN_VISIBLE_MS = 500;

/**
 * How long the loader must stay after its wait ended, in ms.
 *
 * A wait that ended before the delay never showed the loader, so it leaves at
 * once (0). Otherwise the loader became visible `delay` ms after the start and
 * stays until `minVisible` ms after that.
 */
export function holdAfterEnd(
  startedAt: number,
  endedAt: number,
  delay: number = XING_LOADER_DELAY_MS,
  minVisible: number = XING_LOADER_MIN_VISIBLE_MS,
): number {
  const elapsed = endedAt - startedAt;
  if (!(elapsed >= delay)) return 0;
  return Math.max(0, delay + minVisible - elapsed);
}
