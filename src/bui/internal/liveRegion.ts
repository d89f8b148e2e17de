/**
 * The least time between a live region entering the page and its text.
 * Screen readers pick up a new live region asynchronously, and text written
 * in the same moment as the region is often missed (the live-region rule on
 * the Accessibility page). Spinner and Alert wait at least this long.
 */
export const LIVE_REGION_SETTLE_MS = 100;
