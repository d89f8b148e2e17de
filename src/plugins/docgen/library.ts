import path from 'node:path';
import ts from 'typescript';

/**
 * The design system as TypeScript sees it: one program rooted at the barrel
 * (`src/bui/index.ts`, i.e. `@bui/react`) with the repository's compiler
 * options, and what the barrel exports. The docgen plugin and the code-block
 * check both read the library through this, so "exists in the library" means
 * the same thing to the props tables and to the check.
 */
export interface Library {
  program: ts.Program;
  checker: ts.TypeChecker;
  /** Every value export: components, hooks, constants. */
  values: Map<string, ts.Symbol>;
  /** Every type export (interfaces and aliases), e.g. `ButtonProps`. */
  types: Map<string, ts.Symbol>;
  /**
   * Value exports that are components: a PascalCase name whose type can be
   * called (a function or forwardRef component, or a compound built with
   * Object.assign). Each must have a `<Name>Props` type export.
   */
  components: string[];
}

export function loadCompilerOptions(tsconfigPath: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`Cannot read ${tsconfigPath}`);
  // A tsconfig whose `extends` or `types` package is not installed still
  // parses, without the options it would have brought (paths, jsx, module
  // resolution); the barrel's exports then resolve to nothing and the site
  // would build with no props tables at all.
  if (parsed.errors.length > 0) {
    const messages = parsed.errors.map((error) => ts.flattenDiagnosticMessageText(error.messageText, '\n'));
    throw new Error(`${tsconfigPath} cannot be read as the build needs it:\n  - ${messages.join('\n  - ')}`);
  }
  return {...parsed.options, noEmit: true};
}

/** The program of the library, rooted at its barrel; extra roots (e.g. a generated file) may be added. */
export function createLibraryProgram(tsconfigPath: string, barrelPath: string, extraRoots: string[] = []): ts.Program {
  return ts.createProgram([path.resolve(barrelPath), ...extraRoots], loadCompilerOptions(tsconfigPath));
}

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

export function readLibrary(program: ts.Program, barrelPath: string): Library {
  const checker = program.getTypeChecker();
  const barrel = program.getSourceFile(path.resolve(barrelPath));
  if (!barrel) throw new Error(`The library barrel ${barrelPath} is not in the program`);
  const moduleSymbol = checker.getSymbolAtLocation(barrel);
  const values = new Map<string, ts.Symbol>();
  const types = new Map<string, ts.Symbol>();
  for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
    const target = resolveAlias(checker, exported);
    if (target.flags & ts.SymbolFlags.Value) values.set(exported.name, target);
    if (target.flags & ts.SymbolFlags.Type) types.set(exported.name, target);
  }
  const components = [...values.entries()]
    .filter(([name, symbol]) => {
      if (!/^[A-Z]/.test(name)) return false;
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      if (!declaration) return false;
      return checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures().length > 0;
    })
    .map(([name]) => name)
    .sort();
  return {program, checker, values, types, components};
}

/**
 * Every prop name a component accepts: all properties of its `<Name>Props`
 * type, inherited ones included (what TypeScript would let a reader write).
 * Undefined when the library exports no such type.
 */
export function propNamesOf(library: Library, component: string): Set<string> | undefined {
  const propsSymbol = library.types.get(`${component}Props`);
  if (!propsSymbol) return undefined;
  const propsType = library.checker.getDeclaredTypeOfSymbol(propsSymbol);
  return new Set(library.checker.getPropertiesOfType(propsType).map((property) => property.name));
}

/** The source files that declare the given exports. */
export function declaringFiles(library: Library, names: string[]): string[] {
  const files = new Set<string>();
  for (const name of names) {
    for (const declaration of library.values.get(name)?.declarations ?? []) {
      files.add(declaration.getSourceFile().fileName);
    }
  }
  return [...files].sort();
}
