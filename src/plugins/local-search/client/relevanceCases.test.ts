import {expect, test} from 'vitest';
import {propNameCases} from './relevanceCases';

const table = (name: string, ...props: string[]) => ({name, props: props.map((prop) => ({name: prop}))});

test('prop names: those of one component only, with the pages that show its table', () => {
  const cases = propNameCases(
    new Map([
      ['/docs/checkbox', [table('Checkbox', 'label', 'indeterminate'), table('CheckboxGroup', 'label', 'orientation')]],
      ['/docs/switch', [table('Switch', 'label', 'labelPosition')]],
      ['/docs/forms', [table('Switch', 'label', 'labelPosition')]],
    ]),
  );
  expect(cases).toEqual([
    {query: 'indeterminate', component: 'Checkbox', pages: ['/docs/checkbox']},
    {query: 'labelPosition', component: 'Switch', pages: ['/docs/switch', '/docs/forms']},
    {query: 'orientation', component: 'CheckboxGroup', pages: ['/docs/checkbox']},
  ]);
});
