import {analyze, type Scope, ScopeType, type ScopeManager} from '@typescript-eslint/scope-manager';
import {AST_NODE_TYPES, parse, type TSESTree} from '@typescript-eslint/typescript-estree';
import {visitorKeys} from '@typescript-eslint/visitor-keys';

/**
 * Removes the top-level code of a bundled ES module that nothing it exports
 * can reach, after replacing some of its top-level bindings.
 *
 * A bundler keeps a statement it cannot prove free of side effects, such as
 * `schema = object({...})` at the top of a library, even when no export uses
 * the result. This pass assumes instead that top-level code acts only on the
 * module's own bindings, and keeps a statement when a live binding is one it
 * declares, assigns, mutates (`binding.key = …`), passes to a call or calls a
 * method of, or one that a function it calls while the module is evaluated
 * may change. A statement that names none of the module's bindings (one that
 * can only act on globals) is always kept.
 *
 * The assumption is a bundle's, not any module's: a statement that changed a
 * global from inside one of the module's functions would be lost. It holds
 * for the file this is used on (index.ts), which the unit tests and the
 * search tests check.
 */
export type TreeShakeOptions = {
  /** Top-level binding → expression it is declared with instead (its old initialiser is dropped). */
  replace?: ReadonlyMap<string, string>;
  /** Added before the module's code, such as the import that `replace` needs. */
  prelude?: string;
  /** The source, already parsed by parseModule. */
  parsed?: ParsedModule;
};

export type ParsedModule = {program: TSESTree.Program; scopes: ScopeManager; module: Scope};

export type TreeShakeResult = {
  code: string;
  /** How many top-level declarations and statements were removed. */
  removed: number;
  /** How many were kept. */
  kept: number;
};

type Unit = {
  node: TSESTree.Node;
  /** Bindings the unit declares. */
  declares: string[];
  /** Module bindings the unit reads or writes anywhere in it. */
  uses: Set<string>;
  /** Module bindings the unit may change when the module evaluates it. */
  changes: Set<string>;
  /** Module bindings it calls, anywhere in it. */
  calls: Set<string>;
  /** Module bindings it calls when the module evaluates it. */
  callsAtOnce: Set<string>;
  /** Imports and exports, and statements that name no module binding. */
  always: boolean;
};

export function parseModule(source: string): ParsedModule {
  const program = parse(source, {range: true});
  const scopes = analyze(program, {sourceType: 'module'});
  const module = scopes.scopes.find((scope) => scope.type === ScopeType.module);
  if (!module) throw new Error('The code is not an ES module.');
  return {program, scopes, module};
}

function childrenOf(node: TSESTree.Node): TSESTree.Node[] {
  const out: TSESTree.Node[] = [];
  for (const key of visitorKeys[node.type] ?? []) {
    const value = (node as unknown as Record<string, unknown>)[key];
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && 'type' in child) out.push(child as TSESTree.Node);
    }
  }
  return out;
}

function isFunction(node: TSESTree.Node): boolean {
  return (
    node.type === AST_NODE_TYPES.FunctionExpression ||
    node.type === AST_NODE_TYPES.ArrowFunctionExpression ||
    node.type === AST_NODE_TYPES.FunctionDeclaration
  );
}

/** Visits `node` and everything in it; `enter` returning false skips a node's children. */
export function visit(
  node: TSESTree.Node,
  enter: (node: TSESTree.Node, parent: TSESTree.Node | null) => boolean | void,
): void {
  const walk = (current: TSESTree.Node, parent: TSESTree.Node | null) => {
    if (enter(current, parent) === false) return;
    for (const child of childrenOf(current)) walk(child, current);
  };
  walk(node, null);
}

export function treeShake(
  source: string,
  {replace = new Map(), prelude = '', parsed = parseModule(source)}: TreeShakeOptions = {},
): TreeShakeResult {
  const {program, scopes, module} = parsed;
  // Identifiers (by offset) that name a top-level binding, from the scope analysis: shadowed names are not them.
  const moduleNames = new Map<number, string>();
  const writes = new Map<number, string>();
  const collect = (scope: Scope) => {
    for (const reference of scope.references) {
      if (reference.resolved?.scope !== module) continue;
      moduleNames.set(reference.identifier.range[0], reference.resolved.name);
      if (reference.isWrite()) writes.set(reference.identifier.range[0], reference.resolved.name);
    }
    scope.childScopes.forEach(collect);
  };
  collect(module);
  const moduleName = (node: TSESTree.Node | null | undefined): string | undefined =>
    node?.type === AST_NODE_TYPES.Identifier ? moduleNames.get(node.range[0]) : undefined;
  const rootName = (node: TSESTree.Node): string | undefined => {
    let current = node;
    while (current.type === AST_NODE_TYPES.MemberExpression) current = current.object;
    return moduleName(current);
  };

  const units: Unit[] = [];
  const statementOf = new Map<Unit, TSESTree.ProgramStatement>();
  for (const statement of program.body) {
    if (statement.type === AST_NODE_TYPES.VariableDeclaration) {
      for (const declarator of statement.declarations) {
        if (declarator.id.type !== AST_NODE_TYPES.Identifier)
          throw new Error('Destructuring at the top level is not handled.');
        const unit = makeUnit(declarator, [declarator.id.name]);
        units.push(unit);
        statementOf.set(unit, statement);
      }
    } else if (
      (statement.type === AST_NODE_TYPES.FunctionDeclaration || statement.type === AST_NODE_TYPES.ClassDeclaration) &&
      statement.id
    ) {
      units.push(makeUnit(statement, [statement.id.name]));
    } else {
      const unit = makeUnit(statement, []);
      unit.always ||= statement.type !== AST_NODE_TYPES.ExpressionStatement || unit.uses.size === 0;
      units.push(unit);
    }
  }

  function makeUnit(node: TSESTree.Node, declares: string[]): Unit {
    const uses = new Set<string>();
    const changes = new Set<string>();
    const calls = new Set<string>();
    const callsAtOnce = new Set<string>();
    visit(node, (current) => {
      const name = moduleName(current);
      if (name) uses.add(name);
      const written = writes.get(current.range[0]);
      if (written && current.type === AST_NODE_TYPES.Identifier) changes.add(written);
      if (current.type === AST_NODE_TYPES.AssignmentExpression || current.type === AST_NODE_TYPES.UpdateExpression) {
        const target = current.type === AST_NODE_TYPES.AssignmentExpression ? current.left : current.argument;
        const root = rootName(target);
        if (root) changes.add(root);
      }
      if (current.type === AST_NODE_TYPES.UnaryExpression && current.operator === 'delete') {
        const root = rootName(current.argument);
        if (root) changes.add(root);
      }
      if (current.type === AST_NODE_TYPES.CallExpression || current.type === AST_NODE_TYPES.NewExpression) {
        const callee = moduleName(current.callee);
        if (callee) calls.add(callee);
      }
    });
    // What runs when the module is evaluated: not the bodies of functions, except those called at once.
    visit(node, (current, parent) => {
      if (isFunction(current)) {
        const calledAtOnce = parent?.type === AST_NODE_TYPES.CallExpression && parent.callee === current;
        if (!calledAtOnce) return false;
      }
      if (current.type === AST_NODE_TYPES.CallExpression || current.type === AST_NODE_TYPES.NewExpression) {
        const callee = moduleName(current.callee);
        if (callee) callsAtOnce.add(callee);
        // A method call may change its object, and any call the bindings passed to it.
        const object = current.callee.type === AST_NODE_TYPES.MemberExpression ? rootName(current.callee) : undefined;
        if (object) changes.add(object);
        for (const argument of current.arguments) {
          const name = moduleName(argument);
          if (name) changes.add(name);
        }
      }
      return true;
    });
    return {
      node,
      declares,
      uses,
      changes,
      calls,
      callsAtOnce,
      always: node.type === AST_NODE_TYPES.ImportDeclaration || node.type.startsWith('Export'),
    };
  }

  // What calling a binding may change: what its code changes, and what the bindings it calls may.
  const unitOf = new Map<string, Unit>();
  for (const unit of units) for (const name of unit.declares) unitOf.set(name, unit);
  // A function that replaces itself (Babel's `_typeof`) does so on whichever call comes first, so
  // that is no change a caller makes.
  const effects = new Map<Unit, Set<string>>(
    units.map((unit) => [unit, new Set([...unit.changes].filter((name) => !unit.declares.includes(name)))]),
  );
  for (let grew = true; grew; ) {
    grew = false;
    for (const unit of units) {
      const own = effects.get(unit) as Set<string>;
      for (const callee of unit.calls) {
        const calleeUnit = unitOf.get(callee);
        for (const name of calleeUnit ? (effects.get(calleeUnit) as Set<string>) : []) {
          if (!own.has(name)) {
            own.add(name);
            grew = true;
          }
        }
      }
    }
  }
  // Calls made while the module is evaluated change what their callees may.
  for (const unit of units) {
    for (const callee of unit.callsAtOnce) {
      const calleeUnit = unitOf.get(callee);
      if (calleeUnit) effects.get(calleeUnit)?.forEach((name) => unit.changes.add(name));
    }
  }

  for (const name of replace.keys()) {
    const unit = units.find((candidate) => candidate.declares.includes(name));
    if (!unit) throw new Error(`No top-level binding "${name}" to replace.`);
    unit.uses = new Set();
    unit.changes = new Set();
  }

  const live = new Set<string>();
  const kept = new Set<Unit>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const unit of units) {
      if (kept.has(unit)) continue;
      const needed =
        unit.always || unit.declares.some((name) => live.has(name)) || [...unit.changes].some((name) => live.has(name));
      if (!needed) continue;
      kept.add(unit);
      changed = true;
      unit.uses.forEach((name) => live.add(name));
      unit.declares.forEach((name) => live.add(name));
    }
  }

  const text = (node: TSESTree.Node) => source.slice(node.range[0], node.range[1]);
  const parts: string[] = [prelude];
  for (const statement of program.body) {
    if (statement.type === AST_NODE_TYPES.VariableDeclaration) {
      const declarators = units.filter((unit) => statementOf.get(unit) === statement && kept.has(unit));
      if (declarators.length === 0) continue;
      const list = declarators.map((unit) => {
        const name = unit.declares[0];
        const instead = replace.get(name);
        return instead === undefined ? text(unit.node) : `${name}=${instead}`;
      });
      parts.push(`${statement.kind} ${list.join(',')};`);
    } else {
      const unit = units.find((candidate) => candidate.node === statement);
      if (!unit || !kept.has(unit)) continue;
      const instead = unit.declares.length === 1 ? replace.get(unit.declares[0]) : undefined;
      if (instead !== undefined) {
        parts.push(`var ${unit.declares[0]}=${instead};`);
        continue;
      }
      // A statement without its semicolon could join the next one kept.
      parts.push(
        statement.type === AST_NODE_TYPES.ExpressionStatement
          ? text(statement).replace(/[^;]$/, '$&;')
          : text(statement),
      );
    }
  }
  const code = parts.join('\n');
  checkClosed(scopes, code);
  return {code, removed: units.length - kept.size, kept: kept.size};
}

/** Every name the result leaves unresolved was a global in the original too: nothing kept refers to what was removed. */
function checkClosed(original: ScopeManager, result: string): void {
  const globalsOf = (scopes: ScopeManager) =>
    new Set(scopes.globalScope?.through.map((reference) => reference.identifier.name));
  const before = globalsOf(original);
  const dangling = [...globalsOf(parseModule(result).scopes)].filter((name) => !before.has(name));
  if (dangling.length > 0) {
    throw new Error(`Tree shaking left references to removed bindings: ${dangling.slice(0, 10).join(', ')}`);
  }
}
