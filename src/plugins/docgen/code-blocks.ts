import ts from 'typescript';
import {propNamesOf, type Library} from './library';

/**
 * The code-block API check (CONTRIBUTING.md "Change a docs page or a blog post"): every
 * ```tsx and ```jsx block in the docs and the blog is parsed, and each JSX
 * element whose name comes from `@bui/react` or `@bui/react-native` is held to
 * the library's TypeScript types: the component must exist, each prop must be
 * one its props type has, and a string given to a prop typed as a union of
 * strings must be one of them. Web and native are checked against the same
 * types, because BUI has one API on both platforms.
 */

export const LIBRARY_MODULES = ['@bui/react', '@bui/react-native'];
const CHECKED_LANGUAGES = new Set(['tsx', 'jsx']);
/** Attributes React handles itself; no props type declares them. */
const REACT_ATTRIBUTES = new Set(['key', 'ref']);

export interface CodeBlock {
  language: string;
  /** 1-based line of the block's first code line in its file. */
  line: number;
  code: string;
}

export interface Finding {
  /** 1-based line in the Markdown file. */
  line: number;
  /** The component as the library exports it (`RadioGroup` for `Radio.Group`). */
  component: string;
  /** The prop at fault, or null when the component itself does not exist. */
  prop: string | null;
  message: string;
}

export interface PendingComponent {
  component: string;
  reason: string;
}

/**
 * The fenced code blocks of a Markdown or MDX file, with the line each starts
 * on. Fences may be indented (inside JSX such as <TabItem>); the indentation
 * of the opening fence is removed from the block's lines.
 */
export function extractCodeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split('\n');
  const blocks: CodeBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[index] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', language = ''] = open;
    const body: string[] = [];
    let end = index + 1;
    for (; end < lines.length; end += 1) {
      const line = lines[end] ?? '';
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
      if (close?.[1] && close[1][0] === fence[0] && close[1].length >= fence.length) break;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
    }
    blocks.push({language: language.toLowerCase(), line: index + 2, code: body.join('\n')});
    index = end;
  }
  return blocks;
}

/** `Radio.Group` → ['Radio', 'Group']; `Button` → ['Button']; anything else → null. */
function tagParts(tag: ts.JsxTagNameExpression): string[] | null {
  if (ts.isIdentifier(tag)) return [tag.text];
  if (ts.isPropertyAccessExpression(tag)) {
    const left = tagParts(tag.expression);
    return left ? [...left, tag.name.text] : null;
  }
  return null;
}

/** Local names bound to the library in a block: named imports, and namespace imports (`* as Bui`). */
function libraryImports(source: ts.SourceFile): {
  named: Map<string, string>;
  namespaces: Set<string>;
  line: Map<string, number>;
} {
  const named = new Map<string, string>();
  const namespaces = new Set<string>();
  const line = new Map<string, number>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!LIBRARY_MODULES.includes(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        named.set(element.name.text, (element.propertyName ?? element.name).text);
        line.set(element.name.text, source.getLineAndCharacterOfPosition(element.getStart(source)).line);
      }
    }
  }
  return {named, namespaces, line};
}

/** The string literals a union-of-strings type allows, or null when the type is anything else. */
function stringLiterals(library: Library, component: string, prop: string): string[] | null {
  const propsSymbol = library.types.get(`${component}Props`);
  if (!propsSymbol) return null;
  const property = library.checker.getDeclaredTypeOfSymbol(propsSymbol).getProperty(prop);
  if (!property) return null;
  const declaration = property.valueDeclaration ?? property.declarations?.[0];
  if (!declaration) return null;
  const type = library.checker.getNonNullableType(library.checker.getTypeOfSymbolAtLocation(property, declaration));
  const members = type.isUnion() ? type.types : [type];
  if (!members.every((member) => member.isStringLiteral())) return null;
  return members.map((member) => member.value).sort();
}

function isPending(name: string, pending: ReadonlySet<string>): boolean {
  if (pending.has(name)) return true;
  // A pending component's hook (`useToast` while Toast is pending).
  if (/^use[A-Z]/.test(name) && pending.has(name.slice(3))) return true;
  // A part of a pending compound, imported flat (`TableColumn` while Table is pending).
  return [...pending].some((root) => name.startsWith(root) && /^[A-Z]/.test(name.slice(root.length)));
}

/** Everything in one code block that the library's types do not allow. */
export function checkCodeBlock(block: CodeBlock, library: Library, pending: ReadonlySet<string>): Finding[] {
  if (!CHECKED_LANGUAGES.has(block.language)) return [];
  const source = ts.createSourceFile('block.tsx', block.code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const imports = libraryImports(source);
  const findings: Finding[] = [];
  const fileLine = (node: ts.Node) => block.line + source.getLineAndCharacterOfPosition(node.getStart(source)).line;
  const exists = (name: string) => library.values.has(name) || library.types.has(name);

  for (const [local, imported] of imports.named) {
    if (exists(imported) || isPending(imported, pending)) continue;
    findings.push({
      line: block.line + (imports.line.get(local) ?? 0),
      component: imported,
      prop: null,
      message: `${imported} is not exported by @bui/react`,
    });
  }

  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) checkElement(node);
    ts.forEachChild(node, visit);
  };

  const checkElement = (element: ts.JsxOpeningElement | ts.JsxSelfClosingElement) => {
    const parts = tagParts(element.tagName);
    if (!parts?.[0]) return;
    let [first, ...rest] = parts;
    if (imports.namespaces.has(first) && rest[0]) [first, ...rest] = rest as [string, ...string[]];
    else if (imports.named.has(first)) first = imports.named.get(first)!;
    else return;
    const component = [first, ...rest].join('');
    if (isPending(first, pending) || isPending(component, pending)) return;
    if (!library.values.has(component)) {
      // A bad import was reported above; a bad part of a real component (`Radio.Item`) is reported here.
      if (exists(first)) {
        findings.push({
          line: fileLine(element),
          component,
          prop: null,
          message: `${parts.join('.')}: @bui/react has no ${component}`,
        });
      }
      return;
    }
    const props = propNamesOf(library, component);
    if (!props) {
      findings.push({
        line: fileLine(element),
        component,
        prop: null,
        message: `${component}: @bui/react exports no ${component}Props type to check its props against`,
      });
      return;
    }
    for (const attribute of element.attributes.properties) {
      if (!ts.isJsxAttribute(attribute)) continue;
      const prop = attribute.name.getText(source);
      if (REACT_ATTRIBUTES.has(prop)) continue;
      if (!props.has(prop)) {
        findings.push({
          line: fileLine(attribute),
          component,
          prop,
          message: `${component}: prop "${prop}" does not exist`,
        });
        continue;
      }
      const initializer = attribute.initializer;
      const value =
        initializer && ts.isStringLiteral(initializer)
          ? initializer.text
          : initializer &&
              ts.isJsxExpression(initializer) &&
              initializer.expression &&
              ts.isStringLiteralLike(initializer.expression)
            ? initializer.expression.text
            : null;
      const allowed = value === null ? null : stringLiterals(library, component, prop);
      if (allowed && value !== null && !allowed.includes(value)) {
        findings.push({
          line: fileLine(attribute),
          component,
          prop,
          message: `${component}: ${prop}="${value}" is not one of ${allowed.map((option) => `"${option}"`).join(', ')}`,
        });
      }
    }
    const hasChildren =
      ts.isJsxOpeningElement(element) &&
      element.parent.children.some((child) => !ts.isJsxText(child) || child.text.trim() !== '');
    if (hasChildren && !props.has('children')) {
      findings.push({
        line: fileLine(element),
        component,
        prop: 'children',
        message: `${component}: takes no children`,
      });
    }
  };

  visit(source);
  return findings;
}

/** Pending entries that name a component (or its hook) the library now exports: they must go. */
export function stalePending(pending: readonly PendingComponent[], library: Library): PendingComponent[] {
  return pending.filter((entry) => library.values.has(entry.component) || library.values.has(`use${entry.component}`));
}
