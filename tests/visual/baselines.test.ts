import {describe, expect, it} from 'vitest';
import {baselineName} from './baselines';

describe('baselineName', () => {
  it('names a baseline by its component, example and state', () => {
    expect(baselineName('src/bui/Button/examples/Hero.tsx', 'light')).toEqual(['Button', 'Hero-light.png']);
    expect(baselineName('src/bui/DatePicker/examples/MinMax.tsx', 'rtl-dark')).toEqual([
      'DatePicker',
      'MinMax-rtl-dark.png',
    ]);
  });

  it('refuses a frame that names no example file, rather than writing a baseline under a wrong name', () => {
    expect(() => baselineName(null, 'light')).toThrow(/names no example file/);
    expect(() => baselineName('src/components/Demo.tsx', 'light')).toThrow(/names no example file/);
    expect(() => baselineName('src/bui/Button/examples/../Button.tsx', 'light')).toThrow(/names no example file/);
  });

  it('refuses a state that is not lower-case words', () => {
    expect(() => baselineName('src/bui/Button/examples/Hero.tsx', 'Light')).toThrow(/lower-case words/);
    expect(() => baselineName('src/bui/Button/examples/Hero.tsx', 'rtl/dark')).toThrow(/lower-case words/);
  });
});
