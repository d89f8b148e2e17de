import {describe, expect, it} from 'vitest';
import {browserPaths, oddPaths} from '../faults/hostile-paths';
import {auditExceptions} from './audit';
import {axeExceptions} from './axe';
import {cspExceptions} from './csp';
import {htmlExceptions} from './html';
import {exceptionKey, serveExceptionFor, serveExceptions} from './serve';
import {staleExceptions, type GateException} from './types';

const lists: Record<string, readonly GateException[]> = {
  'axe.ts': axeExceptions,
  'html.ts': htmlExceptions,
  'audit.ts': auditExceptions,
  'csp.ts': cspExceptions,
  'serve.ts': serveExceptions,
};

describe('the exception lists', () => {
  for (const [file, list] of Object.entries(lists)) {
    it(`${file}: every entry says why, in a sentence`, () => {
      const unexplained = list.filter((entry) => entry.reason.trim().split(/\s+/).length < 5);
      expect(unexplained).toEqual([]);
    });
  }

  it('staleExceptions returns the entries that accepted nothing', () => {
    const [a, b] = [{reason: 'a'}, {reason: 'b'}];
    expect(staleExceptions([a, b], new Set([a]))).toEqual([b]);
  });
});

describe('serve.ts', () => {
  const requested = new Set([...oddPaths.map(({path}) => path), ...browserPaths].map(exceptionKey));

  it('lists only paths that hostile-input.spec.ts requests (an entry for any other is stale)', () => {
    expect(serveExceptions.map(({path}) => path).filter((path) => !requested.has(path))).toEqual([]);
  });

  it('finds an entry by the path as requested, long runs written short', () => {
    expect(exceptionKey(`/docs/${'a'.repeat(4000)}`)).toBe('/docs/<4000 × a>');
    expect(serveExceptionFor(`/docs/${'a'.repeat(4000)}`)?.status).toBe(500);
    expect(serveExceptionFor('/docs/components/button')).toBeUndefined();
  });
});
