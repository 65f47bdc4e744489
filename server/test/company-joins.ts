import libpgQuery from 'libpg-query';

/**
 * Finds the joins of a statement between two tables distributed by company that do not name company_id: Citus runs a
 * join on one node only when the joined tables are matched on their distribution column (docs/scale-out.md §4).
 *
 * A join is an equality between columns of two table references: in ON, in WHERE, in a subquery that refers to an
 * outer table (EXISTS, a scalar or LATERAL subquery), or `x IN (select y …)`. Columns read through a subquery or a CTE
 * lead back to their table. The join is matched when both references' company_id are equal to each other (directly,
 * or through a third reference), or each is equal to the same value: the same parameter value, literal or function.
 * Row-level security's filter is not in the statement and does not count: the statement itself must say it.
 *
 * The real PostgreSQL parser reads the statement (libpg-query); the rest walks its tree.
 */

/** The tables distributed by company, and each table's columns (to place an unqualified column). */
export interface Catalog {
  distributed: ReadonlySet<string>;
  columns: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface UnmatchedJoin {
  tables: [string, string];
  on: string;
}

// The package is CommonJS whose exports Node cannot list for a named import.
const { loadModule, parseSync, parsePlPgSQLSync } = libpgQuery;

/** The parser is WebAssembly; it loads once before the first statement. */
export const loadParser = () => loadModule();

/**
 * The SQL statements inside a PL/pgSQL function (its `create function` text), as PostgreSQL's own PL/pgSQL parser
 * finds them: whole statements, and expressions (an IF's condition, an assignment) read as a SELECT of them.
 */
export function plpgsqlStatements(definition: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const node = value as Record<string, unknown>;
      const expression = node.PLpgSQL_expr as { query: string; parseMode?: number } | undefined;
      if (expression) {
        // parseMode 0 is a whole statement; the others an expression, an assignment's `target := expression`.
        found.push(expression.parseMode ? `select ${expression.query.replace(/^[\w.]+\s*:?=/, '')}` : expression.query);
      } else Object.values(node).forEach(walk);
    }
  };
  walk(parsePlPgSQLSync(definition));
  return found;
}

// The parser's tree is plain JSON: a node is an object with one key naming its type. Walked by key, not by type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tree's hundreds of node shapes are read generically
type Node = Record<string, any>;

/** A table as a statement names it (each `from visits v` is one). */
interface TableReference {
  id: number;
  table: string;
}

/** A column of one table reference. */
interface ColumnOf {
  reference: TableReference;
  column: string;
}

/** What a name in FROM stands for: a table, or a subquery's or CTE's columns, or something opaque (a function). */
type Source = { kind: 'table'; reference: TableReference } | { kind: 'derived'; output: Output } | { kind: 'opaque' };

/** A subquery's or CTE's result columns, each led back to a table's column where it is one. */
interface Output {
  columns: Map<string, ColumnOf | undefined>;
  /** `select *` or `select v.*`: a column not listed is looked up in these. */
  stars: Source[];
}

interface Scope {
  sources: Map<string, Source>;
  ctes: Map<string, Output>;
  parent?: Scope;
}

export function unmatchedJoins(text: string, params: readonly unknown[], catalog: Catalog): UnmatchedJoin[] {
  return new JoinReader(catalog, params).read(text);
}

class JoinReader {
  private nextId = 0;
  private readonly equalities: [ColumnOf, ColumnOf][] = [];
  private readonly parents = new Map<string, string>();

  constructor(
    private readonly catalog: Catalog,
    private readonly params: readonly unknown[],
  ) {}

  read(text: string): UnmatchedJoin[] {
    const tree = parseSync(text) as { stmts?: { stmt: Node }[] };
    for (const { stmt } of tree.stmts ?? []) this.statement(stmt, undefined);
    const found = new Map<string, UnmatchedJoin>();
    for (const [a, b] of this.equalities) {
      if (a.reference === b.reference) continue;
      if (!this.catalog.distributed.has(a.reference.table) || !this.catalog.distributed.has(b.reference.table))
        continue;
      if (a.column === 'company_id' && b.column === 'company_id') continue;
      if (this.find(companyOf(a.reference)) === this.find(companyOf(b.reference))) continue;
      const on = `${a.reference.table}.${a.column} = ${b.reference.table}.${b.column}`;
      found.set(on, { tables: [a.reference.table, b.reference.table], on });
    }
    return [...found.values()];
  }

  // Union-find over company_id of each reference and the values they are set equal to.
  private find(key: string): string {
    let root = key;
    while (this.parents.has(root)) root = this.parents.get(root)!;
    return root;
  }

  private union(a: string, b: string) {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parents.set(ra, rb);
  }

  /** A statement at any depth; returns its result columns where it has some (a SELECT, or RETURNING). */
  private statement(node: Node, parent: Scope | undefined): Output {
    const [type, body] = Object.entries(node)[0] as [string, Node];
    switch (type) {
      case 'SelectStmt':
        return this.select(body, parent);
      case 'InsertStmt': {
        const scope = this.withCtes(body.withClause, parent);
        if (body.selectStmt) this.statement(body.selectStmt, scope);
        const own = this.newScope(scope);
        own.sources.set('excluded', { kind: 'opaque' });
        this.conditions(body.onConflictClause?.whereClause, own);
        this.subqueriesIn(body.onConflictClause?.targetList, own);
        return this.outputOf(body.returningList, own);
      }
      case 'UpdateStmt':
      case 'DeleteStmt': {
        const scope = this.newScope(this.withCtes(body.withClause, parent));
        this.addFrom({ RangeVar: body.relation }, scope);
        for (const item of body.fromClause ?? body.usingClause ?? []) this.addFrom(item, scope);
        this.conditions(body.whereClause, scope);
        this.subqueriesIn(body.targetList, scope);
        return this.outputOf(body.returningList, scope);
      }
      default:
        // Transaction control, set_config, DDL: nothing joins.
        this.subqueriesIn(body, this.newScope(parent));
        return { columns: new Map(), stars: [] };
    }
  }

  private select(body: Node, parent: Scope | undefined): Output {
    const withScope = this.withCtes(body.withClause, parent);
    if (body.op && body.op !== 'SETOP_NONE') {
      const left = this.select(body.larg.SelectStmt ?? body.larg, withScope);
      this.select(body.rarg.SelectStmt ?? body.rarg, withScope);
      return left;
    }
    const scope = this.newScope(withScope);
    if (body.valuesLists) this.subqueriesIn(body.valuesLists, scope);
    for (const item of body.fromClause ?? []) this.addFrom(item, scope);
    this.conditions(body.whereClause, scope);
    this.conditions(body.havingClause, scope);
    this.subqueriesIn(body.targetList, scope);
    this.subqueriesIn(body.sortClause, scope);
    return this.outputOf(body.targetList, scope);
  }

  private newScope(parent: Scope | undefined): Scope {
    return { sources: new Map(), ctes: new Map(), parent };
  }

  private withCtes(withClause: Node | undefined, parent: Scope | undefined): Scope | undefined {
    if (!withClause) return parent;
    const scope = this.newScope(parent);
    for (const { CommonTableExpr: cte } of withClause.ctes as Node[]) {
      const output = this.statement(cte.ctequery, scope);
      const renamed = (cte.aliascolnames as Node[] | undefined)?.map((n) => n.String.sval as string);
      if (renamed) {
        const columns = [...output.columns.values()];
        output.columns = new Map(renamed.map((name, i) => [name, columns[i]]));
      }
      scope.ctes.set(cte.ctename, output);
    }
    return scope;
  }

  private addFrom(item: Node, scope: Scope) {
    if (item.RangeVar) {
      const { relname, alias } = item.RangeVar as Node;
      const cte = this.cteNamed(relname, scope);
      const source: Source = cte
        ? { kind: 'derived', output: cte }
        : { kind: 'table', reference: { id: this.nextId++, table: relname } };
      scope.sources.set(alias?.aliasname ?? relname, source);
    } else if (item.RangeSubselect) {
      const { subquery, alias } = item.RangeSubselect as Node;
      // A LATERAL subquery sees the sources before it; a plain one sees none, and reading more does no harm.
      const output = this.statement(subquery, scope);
      if (alias) scope.sources.set(alias.aliasname, { kind: 'derived', output: this.renamed(output, alias) });
    } else if (item.JoinExpr) {
      const join = item.JoinExpr as Node;
      const before = new Set(scope.sources.keys());
      this.addFrom(join.larg, scope);
      const left = [...scope.sources.keys()].filter((name) => !before.has(name));
      this.addFrom(join.rarg, scope);
      const right = [...scope.sources.keys()].filter((name) => !before.has(name) && !left.includes(name));
      this.conditions(join.quals, scope);
      // `using (a, b)`: each named column of the left side equals the right side's.
      for (const name of ((join.usingClause ?? []) as Node[]).map((n) => n.String.sval as string)) {
        const find = (names: string[]) =>
          names.map((n) => this.columnOf(scope.sources.get(n)!, name)).find((c) => c !== undefined);
        const [l, r] = [find(left), find(right)];
        if (l && r) this.join(l, r);
      }
    } else if (item.RangeFunction) {
      const { alias, functions } = item.RangeFunction as Node;
      this.subqueriesIn(functions, scope);
      if (alias) scope.sources.set(alias.aliasname, { kind: 'opaque' });
    }
  }

  private renamed(output: Output, alias: Node): Output {
    const names = (alias.colnames as Node[] | undefined)?.map((n) => n.String.sval as string);
    if (!names) return output;
    const columns = [...output.columns.values()];
    return { columns: new Map(names.map((name, i) => [name, columns[i]])), stars: output.stars };
  }

  private cteNamed(name: string, scope: Scope | undefined): Output | undefined {
    for (let s = scope; s; s = s.parent) if (s.ctes.has(name)) return s.ctes.get(name);
    return undefined;
  }

  /** The result columns of a target list (SELECT's or RETURNING's). */
  private outputOf(targets: Node[] | undefined, scope: Scope): Output {
    const output: Output = { columns: new Map(), stars: [] };
    for (const { ResTarget: target } of targets ?? []) {
      const ref = target.val?.ColumnRef as Node | undefined;
      const fields = (ref?.fields ?? []) as Node[];
      if (fields.at(-1)?.A_Star) {
        const qualifier = fields[0]?.String?.sval as string | undefined;
        if (qualifier) {
          const source = this.sourceNamed(qualifier, scope);
          if (source) output.stars.push(source);
        } else output.stars.push(...scope.sources.values());
        continue;
      }
      const name = target.name ?? fields.at(-1)?.String?.sval;
      if (name) output.columns.set(name, ref ? this.column(ref, scope) : undefined);
    }
    return output;
  }

  private sourceNamed(name: string, scope: Scope | undefined): Source | undefined {
    for (let s = scope; s; s = s.parent) if (s.sources.has(name)) return s.sources.get(name);
    return undefined;
  }

  /** The table column a column reference reads, where it reads one. */
  private column(ref: Node, scope: Scope): ColumnOf | undefined {
    const names = (ref.fields as Node[]).map((f) => f.String?.sval as string | undefined);
    if (names.some((n) => n === undefined)) return undefined;
    if (names.length >= 2) {
      const source = this.sourceNamed(names.at(-2)!, scope);
      return source ? this.columnOf(source, names.at(-1)!) : undefined;
    }
    // Unqualified: the innermost scope with a source that has the column.
    for (let s: Scope | undefined = scope; s; s = s.parent) {
      for (const source of s.sources.values()) {
        const found = this.columnOf(source, names[0]!);
        if (found) return found;
      }
    }
    return undefined;
  }

  private columnOf(source: Source, column: string): ColumnOf | undefined {
    if (source.kind === 'table') {
      const known = this.catalog.columns.get(source.reference.table);
      return !known || known.has(column) ? { reference: source.reference, column } : undefined;
    }
    if (source.kind === 'opaque') return undefined;
    if (source.output.columns.has(column)) return source.output.columns.get(column);
    for (const star of source.output.stars) {
      const found = this.columnOf(star, column);
      if (found) return found;
    }
    return undefined;
  }

  /** Reads a condition: its equalities, and every subquery in it. */
  private conditions(expression: Node | undefined, scope: Scope) {
    if (!expression) return;
    this.walk(expression, scope, true);
  }

  /** Reads the subqueries of an expression (a select list, VALUES, SET), not its own equalities. */
  private subqueriesIn(expression: unknown, scope: Scope) {
    if (expression) this.walk(expression, scope, false);
  }

  private walk(value: unknown, scope: Scope, equalities: boolean) {
    if (Array.isArray(value)) {
      for (const item of value) this.walk(item, scope, equalities);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    if (node.SubLink) {
      this.subLink(node.SubLink, scope, equalities);
      return;
    }
    if (node.SelectStmt || node.InsertStmt || node.UpdateStmt || node.DeleteStmt) {
      this.statement(node, scope);
      return;
    }
    if (equalities && node.A_Expr && node.A_Expr.kind === 'AEXPR_OP' && node.A_Expr.name?.[0]?.String?.sval === '=')
      this.equality(node.A_Expr.lexpr, node.A_Expr.rexpr, scope);
    for (const child of Object.values(node)) this.walk(child, scope, equalities);
  }

  private subLink(link: Node, scope: Scope, equalities: boolean) {
    const output = this.statement(link.subselect, scope);
    this.walk(link.testexpr, scope, equalities);
    const isIn = link.subLinkType === 'ANY_SUBLINK' && (!link.operName || link.operName[0]?.String?.sval === '=');
    if (!equalities || !isIn || !link.testexpr) return;
    // `x in (select y …)`, `(a, b) in (select c, d …)`: each left column equals the subquery's column at its place.
    const left = (link.testexpr.RowExpr?.args ?? [link.testexpr]) as Node[];
    const right = [...output.columns.values()];
    left.forEach((l, i) => {
      const r = right[i];
      const column = l.ColumnRef ? this.column(l.ColumnRef, scope) : undefined;
      if (column && r) this.join(column, r);
    });
  }

  private equality(left: Node | undefined, right: Node | undefined, scope: Scope) {
    if (!left || !right) return;
    if (left.RowExpr && right.RowExpr) {
      (left.RowExpr.args as Node[]).forEach((l, i) => this.equality(l, right.RowExpr.args[i], scope));
      return;
    }
    const l = left.ColumnRef ? this.column(left.ColumnRef, scope) : undefined;
    const r = right.ColumnRef ? this.column(right.ColumnRef, scope) : undefined;
    if (l && r) this.join(l, r);
    else if (l?.column === 'company_id') this.union(companyOf(l.reference), this.valueKey(right));
    else if (r?.column === 'company_id') this.union(companyOf(r.reference), this.valueKey(left));
  }

  private join(a: ColumnOf, b: ColumnOf) {
    this.equalities.push([a, b]);
    if (a.column === 'company_id' && b.column === 'company_id')
      this.union(companyOf(a.reference), companyOf(b.reference));
  }

  /** The value a company_id is set equal to: a parameter's value, a literal, a function call (its text). */
  private valueKey(node: Node): string {
    const cast = node.TypeCast?.arg as Node | undefined;
    if (cast) return this.valueKey(cast);
    if (node.ParamRef) {
      const at = node.ParamRef.number - 1;
      return at < this.params.length ? `value:${JSON.stringify(this.params[at])}` : `parameter:${at}`;
    }
    if (node.A_Const) return `value:${JSON.stringify(node.A_Const.sval?.sval ?? node.A_Const.ival?.ival)}`;
    return `expression:${JSON.stringify(node, (key, v) => (key === 'location' ? undefined : v))}`;
  }
}

const companyOf = (reference: TableReference) => `company:${reference.id}`;
