import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {iconNames, type IconColor, type IconSize} from '@bui/react';
import {filterIcons} from './filterIcons';
import {iconKeywords} from './iconKeywords';
import {iconCode, iconColorTokens, iconSizeTokens} from './iconTokens';

describe('filterIcons', () => {
  it('keeps every icon, in the set’s order, for an empty query', () => {
    expect(filterIcons(iconNames, iconKeywords, '  ')).toEqual(iconNames);
  });

  it('matches the start of a word of the name: "arrow" finds the four arrows, "chevron r" one chevron', () => {
    expect(filterIcons(iconNames, iconKeywords, 'arrow')).toEqual([
      'arrow-left',
      'arrow-right',
      'arrow-up',
      'arrow-down',
    ]);
    expect(filterIcons(iconNames, iconKeywords, 'Chevron R')).toEqual(['chevron-right']);
  });

  it('matches keywords, so a reader finds an icon by what it means', () => {
    expect(filterIcons(iconNames, iconKeywords, 'delete')).toEqual(['trash']);
    expect(filterIcons(iconNames, iconKeywords, 'time off')).toEqual(['sun']);
    expect(filterIcons(iconNames, iconKeywords, 'payslip')).toEqual(['document', 'wallet']);
  });

  it('needs every word: a word that matches nothing leaves nothing', () => {
    expect(filterIcons(iconNames, iconKeywords, 'trash zebra')).toEqual([]);
  });
});

describe('iconKeywords', () => {
  it('has words for every icon of the set and for nothing else', () => {
    expect(Object.keys(iconKeywords).sort()).toEqual([...iconNames].sort());
    for (const name of iconNames) expect(iconKeywords[name].length, name).toBeGreaterThan(0);
  });
});

describe('iconSizeTokens and iconColorTokens', () => {
  const css = readFileSync(path.resolve(import.meta.dirname, '../../bui/Icon/Icon.module.css'), 'utf8');
  // Every size and colour, as the records' types require (Record<IconSize, …>, Record<IconColor, …>).
  const iconSizes = Object.keys(iconSizeTokens) as IconSize[];
  const iconColors = Object.keys(iconColorTokens) as IconColor[];
  const ruleOf = (className: string) => new RegExp(`\\.${className} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';

  it('name the tokens Icon’s own CSS uses for each size', () => {
    for (const size of iconSizes) expect(ruleOf(size), size).toContain(`var(--bui-${iconSizeTokens[size]})`);
  });

  it('name the tokens Icon’s own CSS uses for each colour, and none for inherit', () => {
    for (const color of iconColors) {
      const token = iconColorTokens[color];
      if (token === null) expect(ruleOf(color), color).toContain('color: inherit');
      else expect(ruleOf(color), color).toContain(`color: var(--bui-${token})`);
    }
  });
});

describe('iconCode', () => {
  it('writes only the props that differ from Icon’s defaults', () => {
    expect(iconCode('calendar', 'md', 'inherit')).toBe('<Icon name="calendar" />');
    expect(iconCode('warning', 'sm', 'warning')).toBe('<Icon name="warning" size="sm" color="warning" />');
  });
});
