/**
 * Shopify's search syntax in a list's `query:` argument
 * (https://shopify.dev/docs/api/usage/search-syntax): terms joined by
 * spaces (AND) or `OR`, each `field:value` with an optional comparator
 * (`:>`, `:>=`, `:<`, `:<=`), a leading `-` or `NOT` to negate, values in
 * quotes when they hold spaces, `*` for a prefix, and bare words searched
 * in the resource's default fields. A field the resource does not know is
 * ignored, with a warning in the answer's `extensions.search`, as Shopify does.
 * Not served: parentheses, and `field:value1,value2` lists (a named shortcut).
 */

export type FieldKind = 'time' | 'id' | 'text' | 'exact' | 'phone' | 'enum';

export interface SearchField<T> {
  kind: FieldKind;
  get(record: T): unknown;
}

export interface SearchWarning {
  field: string;
  message: string;
}

interface Term {
  field: string | undefined;
  op: ':' | '>' | '>=' | '<' | '<=';
  value: string;
  negated: boolean;
}

function tokens(query: string): string[] {
  return query.match(/-?[A-Za-z_.]*:(?:[<>]=?)?(?:"[^"]*"|'[^']*'|\S+)|"[^"]*"|'[^']*'|\S+/g) ?? [];
}

function unquote(text: string): string {
  return /^(["']).*\1$/s.test(text) ? text.slice(1, -1) : text;
}

function parseTerm(token: string, negated: boolean): Term {
  const own = token.startsWith('-');
  const text = own ? token.slice(1) : token;
  const match = /^([A-Za-z_.]+):(>=|<=|>|<)?(.*)$/s.exec(text);
  if (!match) return { field: undefined, op: ':', value: unquote(text), negated: negated || own };
  return { field: match[1]!.toLowerCase(), op: (match[2] ?? ':') as Term['op'], value: unquote(match[3] ?? ''), negated: negated || own };
}

/** The query as groups joined by OR, each a list of terms that must all hold. */
export function parseSearch(query: string): Term[][] {
  const groups: Term[][] = [[]];
  let negateNext = false;
  for (const token of tokens(query)) {
    if (token === 'OR') groups.push([]);
    else if (token === 'AND') continue;
    else if (token === 'NOT') negateNext = true;
    else {
      groups[groups.length - 1]!.push(parseTerm(token, negateNext));
      negateNext = false;
    }
  }
  return groups.filter((group) => group.length > 0);
}

function timeOf(value: string): number | undefined {
  const text = value.trim();
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isNaN(ms) ? undefined : ms;
}

function compareWith(op: Term['op'], actual: number, wanted: number): boolean {
  switch (op) {
    case '>':
      return actual > wanted;
    case '>=':
      return actual >= wanted;
    case '<':
      return actual < wanted;
    case '<=':
      return actual <= wanted;
    default:
      return actual === wanted;
  }
}

function textMatches(actual: unknown, value: string, exact: boolean): boolean {
  if (actual === null || actual === undefined) return false;
  const values = Array.isArray(actual) ? actual.map(String) : [String(actual)];
  const wanted = value.toLowerCase();
  const prefix = wanted.endsWith('*');
  const core = prefix ? wanted.slice(0, -1) : wanted;
  return values.some((one) => {
    const text = one.toLowerCase();
    if (prefix) return exact ? text.startsWith(core) : text.split(/[\s\-/]+/).some((word) => word.startsWith(core)) || text.startsWith(core);
    return exact ? text === core : text.includes(core);
  });
}

function termHolds<T>(record: T, term: Term, field: SearchField<T>): boolean {
  const actual = field.get(record);
  switch (field.kind) {
    case 'time': {
      const wanted = timeOf(term.value);
      const at = typeof actual === 'string' ? Date.parse(actual) : NaN;
      if (wanted === undefined || Number.isNaN(at)) return false;
      // A date alone with ':' means that whole day.
      if (term.op === ':' && /^\d{4}-\d{2}-\d{2}$/.test(term.value.trim())) return at >= wanted && at < wanted + 86_400_000;
      return compareWith(term.op, at, wanted);
    }
    case 'id': {
      const wanted = Number(/(\d+)$/.exec(term.value)?.[1] ?? NaN);
      return !Number.isNaN(wanted) && actual !== null && actual !== undefined && compareWith(term.op, Number(actual), wanted);
    }
    case 'phone': {
      const digits = (text: unknown) => String(text ?? '').replace(/\D/g, '');
      const wanted = digits(term.value);
      return wanted.length > 0 && digits(actual).endsWith(wanted);
    }
    case 'exact':
    case 'enum':
      return textMatches(actual, term.value, true);
    default:
      return textMatches(actual, term.value, false);
  }
}

/**
 * A filter for `query`, with the warnings Shopify gives for fields it does
 * not know; `defaults` are searched by bare words.
 */
export function searchFilter<T>(query: string | null | undefined, fields: Readonly<Record<string, SearchField<T>>>, defaults: readonly string[]): { matches(record: T): boolean; warnings: SearchWarning[] } {
  const groups = query ? parseSearch(query) : [];
  const warnings: SearchWarning[] = [];
  for (const group of groups) for (const term of group) if (term.field && !fields[term.field]) warnings.push({ field: term.field, message: 'Invalid search field for this query.' });
  const holds = (record: T, term: Term): boolean => {
    if (term.field && !fields[term.field]) return true;
    const found = term.field ? [fields[term.field]!] : defaults.map((name) => fields[name]!);
    const result = found.some((field) => termHolds(record, term, field));
    return term.negated ? !result : result;
  };
  return { matches: (record) => groups.length === 0 || groups.some((group) => group.every((term) => holds(record, term))), warnings };
}
