/**
 * After a row is removed, focus goes to the next row's last button (its
 * remove button), else the previous row's, else the control's own button,
 * as the upload pages say. Runs after React has removed the row.
 */
export function focusAfterRemoval(list: HTMLElement | null, fallback: HTMLElement | null, key: string): void {
  const rows = list ? Array.from(list.querySelectorAll<HTMLElement>(':scope > li')) : [];
  const index = rows.findIndex((row) => row.dataset.row === key);
  const neighbour = rows[index + 1] ?? rows[index - 1];
  const neighbourKey = neighbour?.dataset.row;
  requestAnimationFrame(() => {
    const row = neighbourKey ? list?.querySelector<HTMLElement>(`[data-row="${neighbourKey}"]`) : null;
    const buttons = row ? row.querySelectorAll<HTMLElement>('button') : null;
    const target = buttons && buttons.length > 0 ? buttons[buttons.length - 1] : fallback?.querySelector('button');
    target?.focus();
  });
}
