import {describe, expect, it} from 'vitest';
import {holdTitle} from './holdTitle';

class FakeDocument {
  applied: string[] = [];
  private current = 'Button | BUI Design System';
  get title(): string {
    return this.current;
  }
  set title(value: string) {
    this.current = value;
    this.applied.push(value);
  }
}

describe('holdTitle', () => {
  it('applies nothing while held, yet reads back what was written', () => {
    const doc = new FakeDocument();
    holdTitle(doc);
    doc.title = 'BUI Design System';
    expect(doc.title).toBe('BUI Design System');
    expect(doc.applied).toEqual([]);
  });

  it('reads the real title until something is written', () => {
    const doc = new FakeDocument();
    holdTitle(doc);
    expect(doc.title).toBe('Button | BUI Design System');
  });

  it('after release, reads and writes reach the real title again', () => {
    const doc = new FakeDocument();
    const release = holdTitle(doc);
    doc.title = 'BUI Design System';
    release();
    expect(doc.title).toBe('Button | BUI Design System');
    doc.title = 'Tabs | BUI Design System';
    expect(doc.applied).toEqual(['Tabs | BUI Design System']);
  });
});
