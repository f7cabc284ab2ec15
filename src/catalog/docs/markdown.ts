/** Small Markdown writers for generated docs: text from declarations must not break tables or code spans. */

/** A table cell: pipes escaped, line breaks folded. */
export function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

/** Inline code; a value with backticks gets a longer fence, as CommonMark allows. */
export function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return longest > 0 ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [
    `| ${header.map(cell).join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

export function yesNo(value: boolean): string {
  return value ? 'yes' : 'no';
}

/** Joins blocks with blank lines, leaving out empty ones, and ends with a newline. */
export function document(blocks: readonly (string | false | undefined)[]): string {
  return `${blocks.filter((block): block is string => typeof block === 'string' && block !== '').join('\n\n')}\n`;
}
