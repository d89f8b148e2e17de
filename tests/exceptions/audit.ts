import type {GateException} from './types';

/**
 * Dependencies gate (scripts/check-audit.ts): high or critical advisories of
 * `npm audit --omit=dev` accepted because they cannot reach a reader, each by
 * package and advisory URL. None so far.
 */
export interface AuditException extends GateException {
  readonly package: string;
  readonly advisory: string;
}

export const auditExceptions: readonly AuditException[] = [];
