import {Children, isValidElement, type ReactNode} from 'react';

export interface OptionSummary {
  readonly value: string;
  readonly disabled: boolean;
}

/** The `value` and `disabled` of each option element among `children`, in order. */
export function optionsOf(children: ReactNode): OptionSummary[] {
  const options: OptionSummary[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<{value?: unknown; disabled?: unknown}>(child)) return;
    const {value, disabled} = child.props;
    if (typeof value === 'string') options.push({value, disabled: disabled === true});
  });
  return options;
}

/**
 * The option to show as selected. A segmented control always has exactly one:
 * the requested value when it is among the options, otherwise the first
 * enabled option (and `problem` says why, for a development warning).
 */
export function resolveSelection(
  requested: string | undefined,
  options: readonly OptionSummary[],
): {value: string | undefined; problem?: string} {
  const fallback = (options.find((option) => !option.disabled) ?? options[0])?.value;
  if (requested === undefined) return {value: fallback};
  if (options.some((option) => option.value === requested)) return {value: requested};
  const allowed = options.map((option) => `"${option.value}"`).join(', ');
  return {
    value: fallback,
    problem: `value="${requested}" is not among the options (${allowed}). Showing ${fallback === undefined ? 'nothing' : `"${fallback}"`}.`,
  };
}

/**
 * Where Arrow Up / Arrow Down move focus in a row of options: to the previous
 * or next enabled one, stopping at the ends like Arrow Left / Right do.
 */
export function verticalArrowTarget(key: string, current: number, count: number): number | null {
  if (current < 0) return null;
  if (key === 'ArrowUp') return current > 0 ? current - 1 : null;
  if (key === 'ArrowDown') return current < count - 1 ? current + 1 : null;
  return null;
}
