import {withCompilerOptions, type ComponentDoc, type PropItem} from 'react-docgen-typescript';
import ts from 'typescript';
import {declaringFiles, type Library} from './library';
import type {DocgenComponent, DocgenProp} from './types';

export interface DocgenResult {
  tables: DocgenComponent[];
  /** Why a table is missing or incomplete, one sentence each naming the component (and prop). */
  problems: string[];
}

/**
 * The filter (CONTRIBUTING.md "Add or change a component"): a prop is part of a component's public
 * API when the design system itself declares it, in the component's own props
 * type or a shared type under src/bui. Props that only come from outside
 * (React's DOM attributes, react-aria-components' props a type extends) are
 * dropped; to document one, the props type re-declares it with its own JSDoc.
 */
export function declaredByLibrary(prop: PropItem): boolean {
  const declarations = prop.declarations ?? (prop.parent ? [prop.parent] : []);
  return declarations.some((declaration) => !/(^|[\\/])node_modules[\\/]/.test(declaration.fileName));
}

/** Unions of up to this many literals are spelled out; longer ones (icon names) keep their alias. */
const MAX_LITERALS = 12;

/** The declaration of a prop in `<Component>Props`, if it is a plain property. */
function propDeclaration(library: Library, component: string, propName: string): ts.PropertySignature | undefined {
  const propsSymbol = library.types.get(`${component}Props`);
  if (!propsSymbol) return undefined;
  const declaration = library.checker.getDeclaredTypeOfSymbol(propsSymbol).getProperty(propName)?.valueDeclaration;
  return declaration && ts.isPropertySignature(declaration) ? declaration : undefined;
}

/**
 * The string literals of a union in the order the source writes them, following
 * aliases (`ButtonVariant`) and `(typeof list)[number]` over a const tuple. A
 * union type itself is ordered by TypeScript's internal ids, which change with
 * whatever else the program holds; readers should see the author's order.
 */
function literalsInOrder(checker: ts.TypeChecker, node: ts.TypeNode, depth = 0): string[] | undefined {
  if (depth > 8) return undefined;
  if (ts.isParenthesizedTypeNode(node)) return literalsInOrder(checker, node.type, depth + 1);
  if (ts.isLiteralTypeNode(node)) {
    return ts.isStringLiteral(node.literal) ? [JSON.stringify(node.literal.text)] : undefined;
  }
  if (ts.isUnionTypeNode(node)) {
    const parts = node.types.map((member) => literalsInOrder(checker, member, depth + 1));
    return parts.every(Boolean) ? (parts.flat() as string[]) : undefined;
  }
  if (ts.isTypeReferenceNode(node)) {
    let symbol = checker.getSymbolAtLocation(node.typeName);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const alias = symbol?.declarations?.find(ts.isTypeAliasDeclaration);
    return alias ? literalsInOrder(checker, alias.type, depth + 1) : undefined;
  }
  if (ts.isIndexedAccessTypeNode(node)) {
    const list = checker.getTypeFromTypeNode(node.objectType);
    if (!checker.isTupleType(list)) return undefined;
    const members = checker.getTypeArguments(list as ts.TypeReference);
    return members.every((member) => member.isStringLiteral())
      ? members.map((member) => JSON.stringify(member.value))
      : undefined;
  }
  return undefined;
}

/**
 * The type column: a short union of literals spelled out in the author's order
 * (`"sm" | "md" | "lg"`, so readers see the values without looking up an
 * alias); anything else as the props type writes it (`IconName`, `() => void`).
 */
function typeText(library: Library, component: string, prop: PropItem): string {
  const declaration = propDeclaration(library, component, prop.name);
  const literals = (prop.type.value as {value: string}[] | undefined)?.map((member) => member.value) ?? [];
  if (prop.type.name === 'enum' && literals.length > 0 && literals.length <= MAX_LITERALS) {
    const ordered = declaration?.type ? literalsInOrder(library.checker, declaration.type) : undefined;
    const sameSet = ordered?.length === literals.length && ordered.every((literal) => literals.includes(literal));
    return (sameSet ? ordered : [...literals].sort()).join(' | ');
  }
  return declaration?.type?.getText().replace(/\s+/g, ' ') ?? prop.type.raw ?? prop.type.name;
}

const literalDefault = /^(true|false|null|undefined|-?\d+(\.\d+)?|\[.*\]|\{.*\}|\(.*|'.*'|".*"|`.*`)$/s;

/** Docgen gives defaults without quotes; string defaults are shown quoted, as they are written in code. */
function defaultText(prop: PropItem, type: string): string | null {
  const value: unknown = (prop.defaultValue as {value?: unknown} | null)?.value;
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (literalDefault.test(text)) return text;
  return /"|\bstring\b/.test(type) ? JSON.stringify(text) : text;
}

/** Docgen's symbol for a component and the barrel's may be different aliases of one declaration. */
function sameSymbol(library: Library, a: ts.Symbol | undefined, b: ts.Symbol): boolean {
  if (!a) return false;
  const target = a.flags & ts.SymbolFlags.Alias ? library.checker.getAliasedSymbol(a) : a;
  const left = new Set(target.declarations ?? []);
  return (b.declarations ?? []).some((declaration) => left.has(declaration));
}

function docFor(library: Library, docs: ComponentDoc[], name: string): ComponentDoc | undefined {
  const symbol = library.values.get(name);
  if (!symbol) return undefined;
  return docs.find(
    (doc) => sameSymbol(library, doc.expression, symbol) || sameSymbol(library, doc.rootExpression, symbol),
  );
}

/**
 * Runs react-docgen-typescript over the files that declare the library's
 * components and turns each exported component into a props table. Never
 * throws for a component's fault: every gap is a problem naming it, so one
 * run reports them all.
 */
export function generateDocgen(library: Library): DocgenResult {
  const parser = withCompilerOptions(library.program.getCompilerOptions(), {
    savePropValueAsString: true,
    shouldExtractLiteralValuesFromEnum: true,
    shouldRemoveUndefinedFromOptional: true,
    shouldIncludeExpression: true,
    // An undocumented `children` is a gap like any other prop.
    skipChildrenPropWithoutDoc: false,
  });
  const docs = parser.parseWithProgramProvider(declaringFiles(library, library.components), () => library.program);
  const tables: DocgenComponent[] = [];
  const problems: string[] = [];
  for (const name of library.components) {
    if (!library.types.has(`${name}Props`)) {
      problems.push(`${name}: exported as a component, but @bui/react exports no ${name}Props type.`);
      continue;
    }
    const doc = docFor(library, docs, name);
    if (!doc) {
      problems.push(
        `${name}: react-docgen-typescript could not read it as a component (declare it as a function or forwardRef whose first parameter is ${name}Props).`,
      );
      continue;
    }
    const props: DocgenProp[] = Object.values(doc.props)
      .filter(declaredByLibrary)
      .map((prop) => {
        const type = typeText(library, name, prop);
        return {
          name: prop.name,
          type,
          defaultValue: defaultText(prop, type),
          required: prop.required,
          description: prop.description.trim(),
        };
      });
    for (const prop of props) {
      if (!prop.description) problems.push(`${name}: prop "${prop.name}" has no description (add a JSDoc comment).`);
    }
    tables.push({name, description: doc.description.trim(), props});
  }
  return {tables, problems};
}
