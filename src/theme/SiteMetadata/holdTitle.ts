/**
 * Shadows the `title` property of a document (or any object whose prototype
 * has a `title` accessor) so that writes are remembered but not applied:
 * reads return the last value written, as if it had been, so the head manager
 * stays consistent with itself. The returned function removes the shadow;
 * from then on the real title is read and written again.
 */
export function holdTitle(target: {title: string}): () => void {
  let wanted: string | null = null;
  const real = Object.getPrototypeOf(target) as object;
  const readReal = () => Reflect.get(real, 'title', target) as string;
  Object.defineProperty(target, 'title', {
    configurable: true,
    get: () => wanted ?? readReal(),
    set: (value: unknown) => {
      wanted = String(value);
    },
  });
  return () => {
    Reflect.deleteProperty(target, 'title');
  };
}
