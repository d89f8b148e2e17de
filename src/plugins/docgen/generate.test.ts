import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {generateDocgen, type DocgenResult} from './generate';
import {createLibraryProgram, propNamesOf, readLibrary, type Library} from './library';

const root = path.resolve(__dirname, '..', '..', '..');
const fixtures = path.join(__dirname, 'fixtures');
const goodBarrel = path.join(fixtures, 'index.ts');
const brokenBarrel = path.join(fixtures, 'broken', 'index.ts');

let good: Library;
let result: DocgenResult;
let broken: DocgenResult;

// One TypeScript program (with the repository's tsconfig) for both fixture
// libraries: building it is most of the time these tests take.
beforeAll(() => {
  const program = createLibraryProgram(path.join(root, 'tsconfig.json'), goodBarrel, [brokenBarrel]);
  good = readLibrary(program, goodBarrel);
  result = generateDocgen(good);
  broken = generateDocgen(readLibrary(program, brokenBarrel));
}, 180_000);

const table = (name: string) => result.tables.find((candidate) => candidate.name === name);

describe('the library as the barrel exports it', () => {
  it('treats PascalCase callable exports as components, not hooks or constants', () => {
    expect(good.components).toEqual(['Action', 'Badge', 'Choice', 'ChoiceGroup']);
    expect([...good.values.keys()]).toContain('useAction');
    expect([...good.values.keys()]).toContain('VERSION');
  });

  it('knows every prop a component accepts, inherited ones included (for the code-block check)', () => {
    const props = propNamesOf(good, 'Action');
    expect(props?.has('label')).toBe(true);
    expect(props?.has('onPress')).toBe(true);
    expect(props?.has('tone')).toBe(false);
    expect(propNamesOf(good, 'Missing')).toBeUndefined();
  });
});

describe('generated props tables', () => {
  it('has no problems for a documented library', () => {
    expect(result.problems).toEqual([]);
  });

  it('lists name, type, default, required and description in declaration order', () => {
    expect(table('Badge')).toEqual({
      name: 'Badge',
      description: 'A fixture component: a small status label.',
      props: [
        {name: 'children', type: 'ReactNode', defaultValue: null, required: true, description: "The badge's text."},
        {
          name: 'variant',
          type: '"neutral" | "danger"',
          defaultValue: '"neutral"',
          required: false,
          description: 'Colour and meaning.',
        },
        {
          name: 'count',
          type: 'number',
          defaultValue: '0',
          required: false,
          description: 'How many items it counts; shown after the text.',
        },
        {
          name: 'onDismiss',
          type: "(reason: 'button' | 'escape') => void",
          defaultValue: null,
          required: false,
          description: 'Called when the badge is dismissed.',
        },
      ],
    });
  });

  it('gives a compound part its own table under its flat name, defaults from @default', () => {
    expect(table('Choice')?.props.map((prop) => prop.name)).toEqual(['children', 'value']);
    const group = table('ChoiceGroup');
    expect(group?.props.map((prop) => prop.name)).toEqual(['label', 'value', 'children', 'size']);
    expect(group?.props.find((prop) => prop.name === 'value')?.defaultValue).toBe('null');
  });

  it('spells out a union of literals in the order the source declares it, through aliases and const tuples', () => {
    expect(table('ChoiceGroup')?.props.find((prop) => prop.name === 'size')?.type).toBe('"md" | "sm" | "lg"');
  });

  it("drops props inherited from react-aria-components and the DOM unless the component's own type declares them", () => {
    const names = table('Action')?.props.map((prop) => prop.name);
    expect(names).toEqual(['label', 'autoFocus']);
    expect(table('Action')?.props[1]?.description).toBe('Focuses the action when the page opens. Use only in dialogs.');
  });

  it('names the component and the prop when a prop has no description, and a component without a props type', () => {
    expect(broken.problems).toEqual([
      'Undocumented: prop "size" has no description (add a JSDoc comment).',
      'Unexported: exported as a component, but @bui/react exports no UnexportedProps type.',
    ]);
  });
});
