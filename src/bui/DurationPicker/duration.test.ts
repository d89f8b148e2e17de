import {describe, expect, it} from 'vitest';
import {stringsFor} from '../internal/testing/i18n';
import {clampMinutes, durationSpeech, durationText, isMinuteStep, rangeLength, splitMinutes} from './duration';

const {format} = stringsFor('en-US');

describe('durations in minutes', () => {
  it('splits into hours and minutes', () => {
    expect(splitMinutes(90)).toEqual({hours: 1, minutes: 30});
    expect(splitMinutes(0)).toEqual({hours: 0, minutes: 0});
    expect(splitMinutes(1440)).toEqual({hours: 24, minutes: 0});
  });

  it('writes the short units of the content rules', () => {
    expect(durationText(90, format)).toBe('1 h 30 min');
    expect(durationText(45, format)).toBe('45 min');
    expect(durationText(120, format)).toBe('2 h');
    expect(durationText(0, format)).toBe('0 min');
  });

  it('speaks whole words, singular where it must', () => {
    expect(durationSpeech(90, format)).toBe('1 hour 30 minutes');
    expect(durationSpeech(61, format)).toBe('1 hour 1 minute');
    expect(durationSpeech(120, format)).toBe('2 hours');
    expect(durationSpeech(0, format)).toBe('0 minutes');
  });

  it("uses the reader's words and plural forms", () => {
    expect(durationSpeech(90, stringsFor('de-DE').format)).toBe('1 Stunde 30 Minuten');
    expect(durationText(90, stringsFor('nl-NL').format)).toBe('1 u 30 min');
  });

  it('clamps to the limits', () => {
    expect(clampMinutes(800, 0, 720)).toBe(720);
    expect(clampMinutes(5, 15, 720)).toBe(15);
    expect(clampMinutes(30, 0, 720)).toBe(30);
  });

  it('accepts only minute steps that divide an hour', () => {
    expect([1, 5, 15, 30].every(isMinuteStep)).toBe(true);
    expect([0, 7, 45, 60, 1.5, -5].some(isMinuteStep)).toBe(false);
  });
});

describe('rangeLength', () => {
  it('measures an end after the start on the same day', () => {
    expect(rangeLength('13:00', '17:30', false)).toEqual({length: 270, overnight: false});
  });

  it('rejects an earlier end, or reads it as the next day with allowOvernight', () => {
    expect(rangeLength('22:00', '06:00', false)).toEqual({length: null, overnight: false});
    expect(rangeLength('22:00', '06:00', true)).toEqual({length: 480, overnight: true});
    expect(rangeLength('09:00', '09:00', false).length).toBeNull();
  });
});
