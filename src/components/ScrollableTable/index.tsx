import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * Every Markdown table (mapped in src/theme/MDXComponents). A table wider than
 * the column (most of them on a phone) scrolls sideways inside this box, and
 * then the box takes keyboard focus and is named, so people who cannot
 * swipe or use a mouse can scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable). A table that fits adds no tab stop.
 *
 * The name comes from the table's column headers, numbered when two tables
 * on a page share them, because landmarks on one page need distinct names
 * (axe: landmark-unique).
 */
function regionName(box: HTMLElement): string {
  const headers = [...box.querySelectorAll('thead th')].map((cell) => cell.textContent?.trim()).filter(Boolean);
  const base = headers.length > 0 ? `Table: ${headers.join(', ')}` : 'Table';
  box.dataset.tableName = base;
  const same = [...document.querySelectorAll<HTMLElement>('[data-table-name]')].filter(
    (other) => other.dataset.tableName === base,
  );
  const position = same.indexOf(box);
  return `${base}${position > 0 ? ` (${position + 1})` : ''}, scrolls sideways`;
}

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setName(element.scrollWidth > element.clientWidth ? regionName(element) : null);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const focusable = name ? ({tabIndex: 0, role: 'region', 'aria-label': name} as const) : {};
  return (
    <div ref={box} className={styles.scroller} {...focusable}>
      <table {...props} />
    </div>
  );
}
