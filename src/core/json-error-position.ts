/**
 * Where a JSON text stops being JSON. The runtime's parser does not always say
 * (V8 reports "Unexpected token" without an offset), and a client fixing a
 * request body deserves line and column. A small scanner that follows the
 * JSON grammar and reports the first offending character.
 */
export interface JsonErrorPosition {
  position: number;
  line: number;
  column: number;
  message: string;
}

class Stop extends Error {
  constructor(readonly at: number, readonly reason: string) {
    super(reason);
  }
}

export function findJsonError(text: string): JsonErrorPosition | undefined {
  let i = 0;
  const fail = (reason: string): never => {
    throw new Stop(i, reason);
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail(`unexpected ${describe(text[i])}`);
  };
  const string = () => {
    i++;
    while (i < text.length) {
      const char = text[i] as string;
      if (char === '"') {
        i++;
        return;
      }
      if (char < ' ') fail('control character in string');
      if (char === '\\') {
        const next = text[i + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail('bad \\u escape');
          i += 6;
          continue;
        }
        if (next === undefined || !'"\\/bfnrt'.includes(next)) fail('bad escape');
        i += 2;
        continue;
      }
      i++;
    }
    fail('unterminated string');
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!match) fail(`unexpected ${describe(text[i])}`);
    i += (match as RegExpExecArray)[0].length;
  };
  const value = (depth: number): void => {
    if (depth > 512) fail('nesting too deep');
    space();
    const char = text[i];
    if (char === '{') {
      i++;
      space();
      if (text[i] === '}') return void i++;
      for (;;) {
        space();
        if (text[i] !== '"') fail(`expected a property name, found ${describe(text[i])}`);
        string();
        space();
        if (text[i] !== ':') fail(`expected ':', found ${describe(text[i])}`);
        i++;
        value(depth + 1);
        space();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') return void i++;
        fail(`expected ',' or '}', found ${describe(text[i])}`);
      }
    }
    if (char === '[') {
      i++;
      space();
      if (text[i] === ']') return void i++;
      for (;;) {
        value(depth + 1);
        space();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') return void i++;
        fail(`expected ',' or ']', found ${describe(text[i])}`);
      }
    }
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    return number();
  };

  try {
    value(0);
    space();
    if (i < text.length) fail(`unexpected ${describe(text[i])} after the end of the JSON value`);
    return undefined;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    const before = text.slice(0, error.at);
    const line = before.split('\n').length;
    const column = error.at - before.lastIndexOf('\n');
    return { position: error.at, line, column, message: `${error.reason} at position ${error.at} (line ${line}, column ${column})` };
  }
}

function describe(char: string | undefined): string {
  return char === undefined ? 'end of input' : `'${char}'`;
}
