import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** The donut on its page: its accessible name, the legend as its text alternative, nothing told by colour alone. */
const route = '/docs/components/donut';
const test = testOnOneLoad(route);

test('the ring is one image named by its label, every part and the total; the segments are hidden', async ({page}) => {
  const hero = examplePreview(page, 'src/bui/Donut/examples/Hero.tsx');
  await expect(
    hero.getByRole('img', {name: 'Leave allowance: Used 18 days, Remaining 7 days (total 25 days)'}),
  ).toBeVisible();
  await expect(hero.locator('svg g')).toHaveAttribute('aria-hidden', 'true');
  await expect(hero.locator('svg path')).toHaveCount(2);
  // The centre text is drawn for the eye; the name already says it.
  await expect(hero.getByText('days left')).toBeVisible();
  // A donut without an interactive legend has no tab stop.
  await expect(hero.locator('a, button, [tabindex]')).toHaveCount(0);
});

test('the legend is a list with each part’s name and value in text, so colour is never the only signal', async ({
  page,
}) => {
  const multi = examplePreview(page, 'src/bui/Donut/examples/MultiPart.tsx');
  const rows = multi.getByRole('list', {name: 'Leave allowance 2026 legend'}).getByRole('listitem');
  await expect(rows).toHaveText(['Used14 days', 'Planned5 days', 'Pending approval2 days', 'Remaining4 days']);
  // Every segment has a legend row, and adjacent segments are separated by a gap: none touches the next.
  const ends = await multi.locator('svg path').evaluateAll((paths) =>
    paths.map((path) => {
      const shape = path as SVGPathElement;
      const length = shape.getTotalLength();
      const start = shape.getPointAtLength(0);
      const end = shape.getPointAtLength(length);
      return {start: [start.x, start.y], end: [end.x, end.y]};
    }),
  );
  expect(ends).toHaveLength(4);
  for (let index = 0; index < ends.length; index += 1) {
    const next = ends[(index + 1) % ends.length];
    const gap = Math.hypot(ends[index].end[0] - next.start[0], ends[index].end[1] - next.start[1]);
    expect(gap).toBeGreaterThan(1);
  }
  // The swatches are decoration beside the text.
  await expect(multi.locator('li [aria-hidden="true"]')).toHaveCount(4);
});

test('description replaces the generated sentence; an empty donut says "No data"', async ({page}) => {
  await expect(
    examplePreview(page, 'src/bui/Donut/examples/Description.tsx').getByRole('img', {
      name: 'Leave allowance for 2026: 18 of 25 days used, 7 remaining. 3 days expire on 31 March.',
    }),
  ).toBeVisible();
  const empty = examplePreview(page, 'src/bui/Donut/examples/Empty.tsx');
  await expect(empty.getByRole('img', {name: 'Overtime this month: no data'})).toBeVisible();
  await expect(empty.getByText('No data')).toBeVisible();
  await expect(empty.locator('svg path')).toHaveCount(0);
});
