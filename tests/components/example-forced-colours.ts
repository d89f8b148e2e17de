import type {Page} from '@playwright/test';
import {afterTwoFrames} from '../support/frames';

/**
 * Issue 22, part 4: the live examples in forced colours (Windows' contrast
 * themes), judged per control from computed styles. In forced colours the
 * browser replaces every author colour with a system colour, keeps the alpha
 * of backgrounds, and drops box shadows, so a control that is told apart by
 * its fill, or a focus ring drawn as a shadow, disappears; the computed style
 * shows the colours as the reader gets them. Three rules:
 *
 * - **boundary lost**: a control whose shape shows in normal colours (a
 *   border, or a fill that differs from what is behind it) has no border all
 *   round in forced colours.
 * - **state lost**: a checked, selected, pressed or current control looks the
 *   same as a peer of the same kind in the other state: the same colours,
 *   borders and outline on it and on what draws it, and the same marks shown.
 * - **focus not shown**: keyboard focus changes no border, outline or fill of
 *   the control, what draws it or what is inside that.
 */

export interface ForcedColoursFinding {
  example: string;
  rule: 'boundary lost' | 'state lost' | 'focus not shown';
  element: string;
  detail: string;
}

/** What the check covered, so a report can say how many controls it judged. */
export interface ForcedColoursCoverage {
  controls: number;
  states: number;
  findings: ForcedColoursFinding[];
}

/**
 * Runs the three rules over every preview on the page, switching the page to
 * forced colours and back. Focus is given with focus() after key events, so
 * the browser and react-aria treat it as the keyboard's (their focus rings
 * show only then).
 */
export async function forcedColoursFindings(page: Page): Promise<ForcedColoursCoverage> {
  // No control is hovered: a hover fill is not the control's shape.
  await page.mouse.move(0, 0);
  await afterTwoFrames(page);
  const boundaries = (await page.evaluate(probe, {phase: 'normal' as const, boundaries: [] as boolean[]})) as boolean[];
  // A real key press, so that Chromium's :focus-visible takes the focus given next by script as the keyboard's.
  // (react-aria ignores Shift: the probe gives it a key of its own.)
  await page.keyboard.press('Shift');
  await page.emulateMedia({forcedColors: 'active'});
  await afterTwoFrames(page);
  try {
    return (await page.evaluate(probe, {phase: 'forced' as const, boundaries})) as ForcedColoursCoverage;
  } finally {
    await page.emulateMedia({forcedColors: 'none'});
    await afterTwoFrames(page);
  }
}

/**
 * Runs in the page. In normal colours (`normal`): marks the previews' Tab
 * stops and returns, for each, whether it shows a boundary. In forced colours
 * (`forced`): judges the three rules and removes the marks.
 */
async function probe({
  phase,
  boundaries,
}: {
  phase: 'normal' | 'forced';
  boundaries: boolean[];
}): Promise<boolean[] | ForcedColoursCoverage> {
  const mark = 'data-forced-colours-probe';
  const sides = ['top', 'right', 'bottom', 'left'];
  const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
  const shown = (element: Element) =>
    element.checkVisibility({visibilityProperty: true, opacityProperty: true}) &&
    element.getBoundingClientRect().width > 1;
  /** An input that a label draws: it, or the span react-aria wraps it in, is clipped to nothing. */
  const visuallyHidden = (element: Element): boolean => {
    for (let each: Element | null = element, depth = 0; each && depth < 2; each = each.parentElement, depth += 1) {
      const style = getComputedStyle(each);
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
      if (each.getBoundingClientRect().width <= 1) return true;
    }
    return false;
  };
  /** The element and what draws it: a visually hidden input's label box and label. */
  const drawing = (element: Element): Element[] => {
    const label = element.closest('label');
    if (!label || !visuallyHidden(element)) return [element];
    const box = [...label.querySelectorAll(':scope > [aria-hidden="true"]')].find(shown);
    return [element, ...(box ? [box] : []), label];
  };
  /**
   * What draws a control's shape and focus: `drawing`, and a parent that wraps it closely (a field's border may be its
   * wrapper's), not a layout box around it and its neighbours.
   */
  const around = (element: Element): Element[] => {
    const drawn = drawing(element);
    const parent = drawn[drawn.length - 1].parentElement;
    if (!parent || parent.matches('[data-example-preview]')) return drawn;
    const area = (each: Element) => each.getBoundingClientRect().width * each.getBoundingClientRect().height;
    return area(parent) <= 2 * Math.max(...drawn.map(area), 1) ? [...drawn, parent] : drawn;
  };
  const bordered = (element: Element, colourToo: boolean) => {
    const style = getComputedStyle(element);
    return sides.every(
      (side) =>
        parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1 &&
        !['none', 'hidden'].includes(style.getPropertyValue(`border-${side}-style`)) &&
        !(colourToo && transparent(style.getPropertyValue(`border-${side}-color`))),
    );
  };
  const behind = (element: Element | null): string => {
    for (let each = element; each; each = each.parentElement) {
      const colour = getComputedStyle(each).backgroundColor;
      if (!transparent(colour)) return colour;
    }
    return 'rgb(255, 255, 255)';
  };
  /** The colour a box shows: its fill, or what is behind it where it has none. */
  const fill = (element: Element) => {
    const colour = getComputedStyle(element).backgroundColor;
    return transparent(colour) ? behind(element.parentElement) : colour;
  };
  const filled = (element: Element) => {
    const colour = getComputedStyle(element).backgroundColor;
    return !transparent(colour) && colour !== behind(element.parentElement);
  };

  if (phase === 'normal') {
    const found: boolean[] = [];
    const selector = 'a[href], button, input, select, textarea, [tabindex]';
    for (const preview of document.querySelectorAll('figure[data-example] [data-example-preview]')) {
      for (const element of preview.querySelectorAll<HTMLElement>(selector)) {
        if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert], [aria-hidden="true"]'))
          continue;
        if (!drawing(element).some(shown)) continue;
        element.setAttribute(mark, String(found.length));
        found.push(around(element).some((each) => bordered(each, true) || filled(each)));
      }
    }
    return found;
  }

  const findings: ForcedColoursFinding[] = [];
  const exampleOf = (element: Element) => element.closest('figure')?.getAttribute('data-example') ?? '?';
  const describe = (element: Element) => {
    const role = element.getAttribute('role');
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
    return `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${name ? ` "${name.slice(0, 30)}"` : ''}`;
  };
  /** Its edges as forced colours leave them: borders and outline, its pseudo-elements' too, and a pseudo's fill. */
  const edges = (element: Element): string =>
    [null, '::before', '::after']
      .map((pseudo) => {
        const style = getComputedStyle(element, pseudo);
        if (pseudo && style.content === 'none') return '';
        return [
          // A side with no width or style draws nothing, whatever its colour.
          ...sides.map((side) =>
            parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
            !['none', 'hidden'].includes(style.getPropertyValue(`border-${side}-style`))
              ? ['width', 'style', 'color'].map((part) => style.getPropertyValue(`border-${side}-${part}`)).join(' ')
              : 'no border',
          ),
          style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0
            ? 'no outline'
            : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
          pseudo ? style.backgroundColor : '',
        ].join('|');
      })
      .join('/');
  /** All it draws: its edges, text and fill colours, and the marks it shows (visible descendants, by tag and class). */
  const appearance = (element: Element): string =>
    [
      edges(element),
      getComputedStyle(element).color,
      fill(element),
      [...element.querySelectorAll('*')]
        .filter(shown)
        .map((each) => `${each.tagName}.${[...each.classList].join('.')}`)
        .join(' '),
    ].join('\n');

  const controls = [...document.querySelectorAll<HTMLElement>(`[${mark}]`)];
  for (const element of controls) {
    if (boundaries[Number(element.getAttribute(mark))] && !around(element).some((each) => bordered(each, false))) {
      findings.push({
        example: exampleOf(element),
        rule: 'boundary lost',
        element: describe(element),
        detail:
          'its shape shows by a fill or border in normal colours, and it has no border all round in forced colours',
      });
    }
  }

  // Checked, selected, pressed and current controls, each against a peer of the same kind in the other state. An
  // indeterminate checkbox is a third state, compared with neither.
  const stateOf = (element: Element): string | null => {
    if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type))
      return element.indeterminate ? null : `checked ${element.checked}`;
    for (const attribute of ['aria-checked', 'aria-selected', 'aria-pressed']) {
      const value = element.getAttribute(attribute);
      if (value === 'true' || value === 'false') return `${attribute} ${value}`;
    }
    const current = element.getAttribute('aria-current');
    if (current !== null) return `aria-current ${current !== 'false'}`;
    return null;
  };
  const kind = (element: Element) =>
    [
      element.tagName,
      element.getAttribute('role'),
      element.getAttribute('type'),
      element.parentElement?.className,
    ].join(' ');
  let states = 0;
  for (const preview of document.querySelectorAll('figure[data-example] [data-example-preview]')) {
    const candidates = [
      ...preview.querySelectorAll(
        'input[type="checkbox"], input[type="radio"], [aria-checked], [aria-selected], [aria-pressed], a, button, [aria-current]',
      ),
    ];
    for (const element of candidates) {
      const state = stateOf(element);
      if (!state?.endsWith(' true') || !drawing(element).some(shown)) continue;
      const attribute = state.split(' ')[0];
      const peer = candidates.find(
        (each) =>
          each !== element &&
          kind(each) === kind(element) &&
          drawing(each).some(shown) &&
          (stateOf(each) === `${attribute} false` || (attribute === 'aria-current' && stateOf(each) === null)),
      );
      if (!peer) continue;
      states += 1;
      const looks = (each: Element) => drawing(each).map(appearance).join('\n');
      if (looks(element) === looks(peer)) {
        findings.push({
          example: exampleOf(element),
          rule: 'state lost',
          element: describe(element),
          detail: `${attribute}, and looks the same as ${describe(peer)}, which is not`,
        });
      }
    }
  }

  const frames = () =>
    new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  /** What focus may change: the edges and own fill of the control, what draws it and what is inside that. */
  const focusLook = (element: Element) =>
    around(element)
      .flatMap((each) => (each === element.parentElement ? [each] : [each, ...each.querySelectorAll('*')]))
      .map((each) => `${edges(each)} ${fill(each)}`)
      .join('\n');
  for (const element of controls) {
    // A key press first, so react-aria takes the focus as the keyboard's and draws its focus ring.
    document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Unidentified', bubbles: true}));
    element.focus({preventScroll: true});
    await frames();
    // A collection passes focus on to its item (a grid to its first row): what shows focus is the item's.
    const focused = (document.activeElement as HTMLElement | null) ?? element;
    const withFocus = focusLook(focused);
    focused.blur();
    await frames();
    if (focusLook(focused) === withFocus) {
      findings.push({
        example: exampleOf(element),
        rule: 'focus not shown',
        element: describe(focused === element ? element : focused),
        detail: `keyboard focus changes no border, outline or fill of it or what draws it${focused === element ? '' : ` (focus given to ${describe(element)})`}`,
      });
    }
  }
  (document.activeElement as HTMLElement | null)?.blur();
  for (const element of controls) element.removeAttribute(mark);
  return {controls: controls.length, states, findings};
}
