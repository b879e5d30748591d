/**
 * The Expression block's formula language. Hand-written because it is
 * Tessera's own (ln, log10, if, clamp, and/or/not, ^) and its errors must
 * quote the part of the formula that failed, which general-purpose
 * expression libraries do not report.
 */
type Node =
  | {k: 'num'; v: number; src: string}
  | {k: 'var'; name: string; src: string}
  | {k: 'bool'; v: boolean; src: string}
  | {k: 'un'; op: string; a: Node; src: string}
  | {k: 'bin'; op: string; a: Node; b: Node; src: string}
  | {k: 'call'; fn: string; args: Node[]; src: string};

export class FormulaError extends Error {}

const FUNCTIONS: Record<string, number> = {
  abs: 1,
  min: 2,
  max: 2,
  round: 1,
  floor: 1,
  ceil: 1,
  sqrt: 1,
  pow: 2,
  exp: 1,
  ln: 1,
  log10: 1,
  sin: 1,
  cos: 1,
  clamp: 3,
  if: 3,
};

const PRECEDENCE: Record<string, number> = {
  or: 1,
  and: 2,
  '==': 3,
  '!=': 3,
  '<': 4,
  '<=': 4,
  '>': 4,
  '>=': 4,
  '+': 5,
  '-': 5,
  '*': 6,
  '/': 6,
  '%': 6,
  '^': 8,
};

export function parseFormula(text: string): Node {
  const tokens = [
    ...text.matchAll(/\s*(\d+\.?\d*|\.\d+|[A-Za-z_][A-Za-z0-9_]*|==|!=|<=|>=|[-+*/%^()<>,])/gy),
  ].map((m) => ({
    t: m[1],
    at: m.index + m[0].length - m[1].length,
  }));
  const consumed = tokens.length
    ? tokens[tokens.length - 1].at + tokens[tokens.length - 1].t.length
    : 0;
  if (text.slice(consumed).trim())
    throw new FormulaError(`cannot read "${text.slice(consumed).trim()}"`);
  let i = 0;
  const peek = () => tokens[i]?.t;
  const src = (from: number) =>
    text.slice(tokens[from].at, tokens[i - 1].at + tokens[i - 1].t.length);
  const primary = (): Node => {
    const start = i;
    const tok = tokens[i++];
    if (!tok) throw new FormulaError('formula ends too early');
    const t = tok.t;
    if (/^[\d.]/.test(t)) return {k: 'num', v: Number(t), src: t};
    if (t === '(') {
      const e = expr(0);
      if (tokens[i++]?.t !== ')') throw new FormulaError('missing )');
      return {...e, src: src(start)};
    }
    if (t === '-' || t === 'not') {
      const a = expr(t === '-' ? 7 : 2.5);
      return {k: 'un', op: t, a, src: src(start)};
    }
    if (t === 'true' || t === 'false') return {k: 'bool', v: t === 'true', src: t};
    if (/^[a-d]$/.test(t)) return {k: 'var', name: t, src: t};
    if (Object.hasOwn(FUNCTIONS, t)) {
      if (tokens[i++]?.t !== '(') throw new FormulaError(`${t} needs (`);
      const args: Node[] = [];
      while (peek() !== ')') {
        args.push(expr(0));
        if (peek() === ',') i++;
        else if (peek() !== ')') throw new FormulaError(`missing ) after ${t}`);
      }
      i++;
      if (args.length !== FUNCTIONS[t])
        throw new FormulaError(`${t} takes ${FUNCTIONS[t]} arguments`);
      return {k: 'call', fn: t, args, src: src(start)};
    }
    throw new FormulaError(`unknown name "${t}"`);
  };
  const expr = (min: number): Node => {
    const start = i;
    let left = primary();
    for (;;) {
      const op = peek();
      // Own keys only, so an identifier such as toString is never read as an operator.
      const prec = op && Object.hasOwn(PRECEDENCE, op) ? PRECEDENCE[op] : undefined;
      if (prec === undefined || prec <= min) break;
      i++;
      // ^ is right-associative.
      const right = expr(op === '^' ? prec - 0.5 : prec);
      left = {k: 'bin', op: op!, a: left, b: right, src: src(start)};
    }
    return left;
  };
  const tree = expr(0);
  if (i < tokens.length) throw new FormulaError(`unexpected "${tokens[i].t}"`);
  return tree;
}

type Val = number | boolean;

export function evaluate(node: Node, vars: Record<string, Val | undefined>): Val {
  const num = (n: Node) => Number(evaluate(n, vars));
  switch (node.k) {
    case 'num':
    case 'bool':
      return node.v;
    case 'var': {
      const v = vars[node.name];
      if (v === undefined) throw new FormulaError(`${node.name} has no value yet`);
      return v;
    }
    case 'un':
      return node.op === '-' ? -num(node.a) : !evaluate(node.a, vars);
    case 'bin': {
      if (node.op === 'and')
        return Boolean(evaluate(node.a, vars)) && Boolean(evaluate(node.b, vars));
      if (node.op === 'or')
        return Boolean(evaluate(node.a, vars)) || Boolean(evaluate(node.b, vars));
      const a = num(node.a);
      const b = num(node.b);
      // Arithmetic that leaves the numbers, such as (-4) ^ 0.5, is an error, never NaN on a wire.
      const finite = (r: number) => {
        if (!Number.isFinite(r)) throw new FormulaError(`result is not a number in ${node.src}`);
        return r;
      };
      switch (node.op) {
        case '+':
          return finite(a + b);
        case '-':
          return finite(a - b);
        case '*':
          return finite(a * b);
        case '/':
        case '%':
          if (b === 0) throw new FormulaError(`division by zero in ${node.src}`);
          return finite(node.op === '/' ? a / b : a % b);
        case '^':
          return finite(a ** b);
        case '==':
          return a === b;
        case '!=':
          return a !== b;
        case '<':
          return a < b;
        case '<=':
          return a <= b;
        case '>':
          return a > b;
        default:
          return a >= b;
      }
    }
    case 'call': {
      if (node.fn === 'if')
        return evaluate(node.args[0], vars)
          ? evaluate(node.args[1], vars)
          : evaluate(node.args[2], vars);
      const x = node.args.map(num);
      const r = {
        abs: () => Math.abs(x[0]),
        min: () => Math.min(x[0], x[1]),
        max: () => Math.max(x[0], x[1]),
        round: () => Math.sign(x[0]) * Math.round(Math.abs(x[0])),
        floor: () => Math.floor(x[0]),
        ceil: () => Math.ceil(x[0]),
        sqrt: () => Math.sqrt(x[0]),
        pow: () => x[0] ** x[1],
        exp: () => Math.exp(x[0]),
        ln: () => (x[0] <= 0 ? NaN : Math.log(x[0])),
        log10: () => (x[0] <= 0 ? NaN : Math.log10(x[0])),
        sin: () => Math.sin(x[0]),
        cos: () => Math.cos(x[0]),
        clamp: () => Math.min(x[2], Math.max(x[1], x[0])),
      }[node.fn]!();
      if (!Number.isFinite(r)) throw new FormulaError(`result is not a number in ${node.src}`);
      return r;
    }
  }
}
