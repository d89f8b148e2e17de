/**
 * The one documented exception to "odd paths never give a server error":
 * `docusaurus serve` (npm run serve), Docusaurus' local preview of the build,
 * answers these requests with its file server's (serve-handler's) own error
 * page before the site is involved, and Docusaurus offers no option to change
 * it. The site is published on a real host: deploy/nginx.conf answers every
 * one of them with the not-found page (status 404), which the nginx run of
 * hostile-input.spec.ts enforces. On `docusaurus serve` the test expects
 * exactly the answer listed here, so a change in it is noticed.
 */
export type ServeException = {status: number; message: string; reason: string};

const badRequest = {status: 400, message: 'Bad Request'};
const serverError = {status: 500, message: 'A server error has occurred'};

export const serveExceptions: Record<string, ServeException> = {
  '/../../../../etc/passwd': {
    ...badRequest,
    reason: 'serve-handler rejects a path that leaves the build folder with 400',
  },
  '/docs/%2e%2e/%2e%2e/etc/passwd': {...badRequest, reason: 'the same, after decoding %2e'},
  '/%2e%2e%2f%2e%2e%2fetc%2fpasswd': {...badRequest, reason: 'the same, after decoding %2e and %2f'},
  '/docs/..%2f..%2fetc%2fpasswd': {...badRequest, reason: 'the same, after decoding %2f'},
  '/%c0%ae%c0%ae/etc/passwd': {...badRequest, reason: 'serve-handler cannot decode the overlong UTF-8 and answers 400'},
  '/docs/%E0%A4%A': {...badRequest, reason: 'serve-handler cannot decode the truncated escape and answers 400'},
  '/docs/components/button%00': {
    ...serverError,
    reason: 'serve-handler passes the NUL byte to fs.lstat, which throws; it answers 500',
  },
  '/docs/%00/components': {...serverError, reason: 'the same NUL byte'},
  '/docs/<4000 × a>': {
    ...serverError,
    reason: 'the file name is longer than the file system allows (ENAMETOOLONG); it answers 500',
  },
  '/docs/<4000 × b>': {...serverError, reason: 'the same over-long file name'},
};

/** The key of a path in serveExceptions: long runs of one letter are written as <N × letter>. */
export function exceptionKey(path: string): string {
  return path.replace(/([a-z])\1{99,}/g, (run, letter: string) => `<${run.length} × ${letter}>`);
}
