/**
 * Tells a developer, in development builds only, that a component was given a
 * value it does not support. Components never throw for a bad prop: they warn
 * here and fall back to their default, so one wrong value cannot crash a page.
 * Each distinct message is printed once, however often the component renders.
 */
const warned = new Set<string>();

/**
 * Forgets which messages were printed. The unit tests share one module registry across files
 * (vitest.config.mts), so each file starts as a fresh page would, with nothing printed yet.
 */
export function forgetWarnings(): void {
  warned.clear();
}

export function devWarn(component: string, message: string): void {
  if (process.env.NODE_ENV === 'production') return;
  const text = `[BUI ${component}] ${message}`;
  if (warned.has(text)) return;
  warned.add(text);
  console.warn(text);
}

/**
 * Returns `value` when it is one of `allowed`, otherwise warns (naming the prop
 * and the allowed values) and returns `fallback`.
 */
export function oneOf<T extends string | number>(
  component: string,
  prop: string,
  value: string | number | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly (string | number)[]).includes(value)) return value as T;
  devWarn(
    component,
    `${prop}="${value}" is not supported; use one of ${allowed.map((a) => `"${a}"`).join(', ')}. Showing "${fallback}".`,
  );
  return fallback;
}

/**
 * For a prop renamed in a minor version (src/bui/README.md, "Renamed props"):
 * warns, naming the new prop, when the old one is given at all.
 */
export function warnRenamed(component: string, from: string, to: string, value: unknown): void {
  if (value !== undefined) devWarn(component, `\`${from}\` is renamed \`${to}\`; \`${from}\` still works in 1.x.`);
}

/**
 * For a prop value renamed in a minor version (src/bui/README.md, "Renamed props"): when `value` is the old name,
 * warns, naming the new one, and returns the new one, so the component reads only current names.
 */
export function warnRenamedValue<V extends string, From extends V, To extends string>(
  component: string,
  prop: string,
  value: V | undefined,
  from: From,
  to: To,
): Exclude<V, From> | To | undefined {
  if (value !== from) return value as Exclude<V, From> | undefined;
  devWarn(component, `${prop}="${from}" is renamed ${prop}="${to}"; "${from}" still works in 1.x.`);
  return to;
}

/**
 * The `variant` of a component whose plain look was `default` in 1.0 and is `neutral` since 1.1 (Modal,
 * ContextMenu.Item, XingLoader): the old name warns and means `neutral`, an unknown one warns and shows `neutral`.
 */
export function neutralVariantOf<T extends string>(
  component: string,
  variant: string | undefined,
  allowed: readonly (T | 'neutral')[],
): T | 'neutral' {
  return oneOf(
    component,
    'variant',
    warnRenamedValue(component, 'variant', variant, 'default', 'neutral'),
    allowed,
    'neutral',
  );
}
