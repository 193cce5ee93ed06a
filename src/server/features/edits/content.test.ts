import { describe, expect, it } from 'vitest';
import { BURNOUT_RESULT_TYPES, NERVOUS_SYSTEM_ARCHETYPES } from '#shared/assessments/definition';
import { EditFrontMatter } from '#shared/edits/definition';
import { ContentError, readKind } from '#server/platform/content/loader';
import { editsContent } from './content';

// The authored Edits (content/edits), as the server loads them at start.
const edits = readKind('./content', editsContent).map((item) => ({ slug: item.slug, ...EditFrontMatter.parse(item.data) }));
const paths = edits.filter((e) => e.kind === 'path');

describe('authored Edits', () => {
  it('has at least 8 reset paths of 5–8 modules, covering the topics issue #6 names', () => {
    expect(paths.length).toBeGreaterThanOrEqual(8);
    for (const edit of paths) expect(edit.modules.length).toBeGreaterThanOrEqual(5);
    expect(paths.map((e) => e.slug)).toEqual(
      expect.arrayContaining([
        'settling-an-overactive-nervous-system',
        'coming-back-from-shutdown',
        'rest-without-guilt',
        'boundaries-that-hold',
        'the-energy-audit',
        'reconnecting-with-people',
        'work-and-identity-after-burnout',
        'the-first-week-back-to-work',
      ]),
    );
  });

  it('has Spark Reboot: a 7-day program, one module a day', () => {
    const spark = edits.find((e) => e.slug === 'spark-reboot');
    expect(spark?.kind).toBe('program');
    expect(spark?.modules.map((m) => m.slug)).toEqual(['day-1', 'day-2', 'day-3', 'day-4', 'day-5', 'day-6', 'day-7']);
  });

  it('recommends at least one path for every burnout result type and archetype', () => {
    for (const type of BURNOUT_RESULT_TYPES) expect(paths.some((e) => e.serves.burnoutTypes.includes(type))).toBe(true);
    for (const archetype of NERVOUS_SYSTEM_ARCHETYPES) expect(paths.some((e) => e.serves.archetypes.includes(archetype))).toBe(true);
  });
});

describe('a broken Edit stops the load with a clear error', () => {
  it('names a module listed twice', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'edits-'));
    mkdirSync(path.join(dir, 'edits'));
    const module = (slug: string) => ({
      slug,
      title: 'A module',
      minutes: 5,
      reading: 'Some words.',
      practice: { guide: 'timer', title: 'Sit', instructions: 'Sit quietly.', seconds: 60 },
      reflection: { prompt: 'What did you notice?' },
    });
    const front = {
      title: 'Broken',
      summary: 'A broken Edit.',
      forWhom: 'Nobody.',
      needs: ['rest'],
      serves: { burnoutTypes: [], archetypes: [] },
      rhythm: 'Never',
      modules: [module('one'), module('two'), module('three'), module('four'), module('one')],
    };
    writeFileSync(path.join(dir, 'edits', 'broken.md'), `---\n${JSON.stringify(front)}\n---\n`);
    expect(() => readKind(dir, editsContent)).toThrow(ContentError);
    expect(() => readKind(dir, editsContent)).toThrow(/edits\/broken\.md: .*module one appears twice/);
  });
});
