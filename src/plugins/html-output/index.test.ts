import {describe, expect, it} from 'vitest';
import {applySteps} from './index';

describe('the steps over a built page', () => {
  it('run in order, each on what the previous one made, with the page route', () => {
    const seen: string[] = [];
    const result = applySteps('<p>', '/docs/a', [
      (html, route) => {
        seen.push(route);
        return `${html}1`;
      },
      (html) => `${html}2`,
    ]);
    expect(result).toBe('<p>12');
    expect(seen).toEqual(['/docs/a']);
  });
});
