import {describe, expect, it} from 'vitest';
import {Findings} from './findings';

describe('Findings', () => {
  it('groups findings under their place, places in order', () => {
    const findings = new Findings();
    findings.add('/docs/b', 'second page');
    findings.add('/docs/a', 'first');
    findings.add('/docs/a', 'again');
    expect(findings.count).toBe(3);
    expect(findings.places).toBe(2);
    expect(findings.lines()).toEqual(['', '/docs/a', '  ✗ first', '  ✗ again', '', '/docs/b', '  ✗ second page']);
  });
});
