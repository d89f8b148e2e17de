/** An error counts only when it has text: `error=""` is the same as no error. */
export function hasError(error: string | undefined): error is string {
  return typeof error === 'string' && error.trim() !== '';
}
