import type {GateException} from './types';

/**
 * The one documented exception to "odd paths never give a server error":
 * `docusaurus serve` (npm run serve), Docusaurus' local preview of the build,
 * answers these requests with its file server's (serve-handler's) own error
 * page before the site is involved, and Docusaurus offers no option to change
 * it. The site is published on a real host: deploy/nginx.conf answers every
 * one of them with the not-found page (status 404), which the nginx run of
 * tests/faults/hostile-input.spec.ts enforces. On `docusaurus serve` that
 * spec expects exactly the answer listed here, so a change in it fails, and
 * tests/exceptions/exceptions.test.ts fails on an entry for a path the spec
 * no longer requests.
 */
export interface ServeException extends GateException {
  /** The path as requested; long runs of one letter are written <N × letter> (see exceptionKey). */
  readonly path: string;
  readonly status: number;
  readonly message: string;
}

const badRequest = {status: 400, message: 'Bad Request'};
const serverError = {status: 500, message: 'A server error has occurred'};

export const serveExceptions: readonly ServeException[] = [
  {
    path: '/../../../../etc/passwd',
    ...badRequest,
    reason: 'serve-handler rejects a path that leaves the build folder with 400',
  },
  {
    path: '/docs/%2e%2e/%2e%2e/etc/passwd',
    ...badRequest,
    reason: 'serve-handler decodes %2e to a dot, sees a path above the build folder and answers 400',
  },
  {
    path: '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    ...badRequest,
    reason: 'serve-handler decodes %2e and %2f, sees a path above the build folder and answers 400',
  },
  {
    path: '/docs/..%2f..%2fetc%2fpasswd',
    ...badRequest,
    reason: 'serve-handler decodes %2f to a slash, sees a path above the build folder and answers 400',
  },
  {
    path: '/%c0%ae%c0%ae/etc/passwd',
    ...badRequest,
    reason: 'serve-handler cannot decode the overlong UTF-8 and answers 400',
  },
  {
    path: '/docs/%E0%A4%A',
    ...badRequest,
    reason: 'serve-handler cannot decode the truncated escape and answers 400',
  },
  {
    path: '/docs/components/button%00',
    ...serverError,
    reason: 'serve-handler passes the NUL byte to fs.lstat, which throws; it answers 500',
  },
  {
    path: '/docs/%00/components',
    ...serverError,
    reason: 'serve-handler passes this NUL byte to fs.lstat too, which throws; it answers 500',
  },
  {
    path: '/docs/<4000 × a>',
    ...serverError,
    reason: 'the file name is longer than the file system allows (ENAMETOOLONG); it answers 500',
  },
  {
    path: '/docs/<4000 × b>',
    ...serverError,
    reason: 'this file name is also longer than the file system allows; it answers 500',
  },
];

/** How a path is written in serveExceptions: long runs of one letter become <N × letter>. */
export function exceptionKey(path: string): string {
  return path.replace(/([a-z])\1{99,}/g, (run, letter: string) => `<${run.length} × ${letter}>`);
}

/** The documented answer of `docusaurus serve` to this path, if it has one. */
export function serveExceptionFor(path: string): ServeException | undefined {
  const key = exceptionKey(path);
  return serveExceptions.find((entry) => entry.path === key);
}
