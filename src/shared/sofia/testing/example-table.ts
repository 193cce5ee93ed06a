/**
 * A test table written one example a line: what the member writes, then ` => ` and what it must
 * read as. `«»` stands for an empty message. Reads like the chat it tests.
 */
export function exampleTable(lines: string): [string, string][] {
  return lines
    .trim()
    .split('\n')
    .map((line) => line.split(' => ').map((part) => part.trim().replace(/^«|»$/g, '')) as [string, string]);
}
