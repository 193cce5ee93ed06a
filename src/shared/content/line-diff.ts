/** One line of a diff: kept in both, only in the older text (removed) or only in the newer (added). */
export interface DiffLine {
  op: 'same' | 'removed' | 'added';
  text: string;
}

/**
 * A line diff of two texts by their longest common subsequence, for the content creator's version
 * history: what an older version had that the newer lacks, and the other way round. Texts are a
 * few hundred lines at most, so the quadratic table is fine.
 */
export function diffLines(older: string, newer: string): DiffLine[] {
  const a = older === '' ? [] : older.split('\n');
  const b = newer === '' ? [] : newer.split('\n');
  // common[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i][j] = a[i] === b[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ op: 'same', text: a[i] });
      i++;
      j++;
    } else if (common[i + 1][j] >= common[i][j + 1]) {
      lines.push({ op: 'removed', text: a[i++] });
    } else {
      lines.push({ op: 'added', text: b[j++] });
    }
  }
  while (i < a.length) lines.push({ op: 'removed', text: a[i++] });
  while (j < b.length) lines.push({ op: 'added', text: b[j++] });
  return lines;
}
