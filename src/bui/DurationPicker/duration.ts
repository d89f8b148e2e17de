/**
 * Pure helpers for durations in whole minutes, BUI's public duration value.
 * Shared by the duration picker and the time picker's range length; they use
 * no date library, so light pages can import them.
 */

import type {BuiStrings, KeysOf} from '../internal/i18n';
import type {durationPickerStrings} from './DurationPicker.strings';

/** 90 → {hours: 1, minutes: 30}. */
export function splitMinutes(total: number): {hours: number; minutes: number} {
  const whole = Math.max(0, Math.round(total));
  return {hours: Math.floor(whole / 60), minutes: whole % 60};
}

/** The short written form of the content rules, in the reader's words: 90 → "1 h 30 min", 45 → "45 min", 120 → "2 h". */
export function durationText(
  total: number,
  format: BuiStrings<KeysOf<typeof durationPickerStrings>>['format'],
): string {
  return format('durationShort', splitMinutes(total));
}

/** The spoken form for screen readers, in the reader's words: 90 → "1 hour 30 minutes", 60 → "1 hour", 1 → "1 minute". */
export function durationSpeech(
  total: number,
  format: BuiStrings<KeysOf<typeof durationPickerStrings>>['format'],
): string {
  return format('durationSpoken', splitMinutes(total));
}

/** Keeps `total` within `min`…`max`. */
export function clampMinutes(total: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, total));
}

/** Minute steps that divide an hour evenly, so the minutes segment always ends on a step: 1, 5, 15, 30… */
export function isMinuteStep(step: number): boolean {
  return Number.isInteger(step) && step > 0 && step < 60 && 60 % step === 0;
}

/** Minutes since midnight of an "HH:mm" time that is already known to be valid. */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * The length of a time range that ends at `end` and starts at `start`, both
 * "HH:mm". An end at or before the start is the next day with
 * `allowOvernight`, and an error (`length: null`) without it.
 */
export function rangeLength(
  start: string,
  end: string,
  allowOvernight: boolean,
): {length: number | null; overnight: boolean} {
  const from = minutesOfDay(start);
  const to = minutesOfDay(end);
  if (to > from) return {length: to - from, overnight: false};
  return allowOvernight ? {length: to + 24 * 60 - from, overnight: true} : {length: null, overnight: false};
}
