import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPERIMENT_KINDS, FlowpathFile, WORKLIFE_AREAS, assembleFlowpath } from '#shared/flowpath/content';
import { ContentError, loadContent, readKind } from '#server/platform/content/loader';
import type { AppDb } from '#server/platform/db/client';
import { editsContent } from '../edits/content';
import { flowpathContent } from './content';

// The authored FlowPath content (content/flowpath), as the server loads it at start.
const content = assembleFlowpath(readKind('./content', flowpathContent).map((item) => FlowpathFile.parse(item.data)));

describe('authored FlowPath content', () => {
  it('checks the six areas of worklife with two original items each', () => {
    expect(content.worklife.areas.map((a) => a.id)).toEqual([...WORKLIFE_AREAS]);
    for (const area of content.worklife.areas) expect(area.items).toHaveLength(2);
  });

  it('offers about thirty values, five options and an experiment of every kind', () => {
    expect(content.values.values.length).toBeGreaterThanOrEqual(28);
    expect(content.options.options.map((o) => o.id)).toEqual([
      'stay-and-craft',
      'reshape-the-role',
      'move-within',
      'change-field',
      'pause-or-rest-first',
    ]);
    for (const kind of EXPERIMENT_KINDS)
      expect(content.experiments.experiments.filter((e) => e.kind === kind).length).toBeGreaterThanOrEqual(3);
  });

  it('has the four conversation scripts the issue names', () => {
    expect(content.conversations.scripts.map((s) => s.id)).toEqual([
      'workload-with-a-manager',
      'asking-for-adjustments',
      'saying-no',
      'returning-after-leave',
    ]);
  });

  it('cites Maslach and Leiter, Wrzesniewski and Dutton, and Tims and Bakker', () => {
    const sources = content.guide.sources.join(' ');
    for (const name of ['Maslach', 'Leiter', 'Wrzesniewski', 'Dutton', 'Tims', 'Bakker']) expect(sources).toContain(name);
    expect(content.experiments.basedOn).toMatch(/Wrzesniewski and Jane Dutton \(2001\)/);
    expect(content.worklife.basedOn).toMatch(/Maslach and Michael Leiter/);
  });

  it('links the Edits on work and identity and the first week back', () => {
    expect(content.guide.edits.map((e) => e.slug)).toEqual(
      expect.arrayContaining(['work-and-identity-after-burnout', 'the-first-week-back-to-work']),
    );
  });

  it('never promises an outcome', () => {
    const all = JSON.stringify(content).toLowerCase();
    for (const promise of ['guarantee', 'will cure', 'will fix', 'you will feel', 'proven to'])
      expect(all.includes(promise), promise).toBe(false);
  });
});

describe('broken FlowPath content stops the load with a clear error', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function copyContent() {
    dir = mkdtempSync(path.join(tmpdir(), 'flowpath-'));
    cpSync('./content/flowpath', path.join(dir, 'flowpath'), { recursive: true });
    cpSync('./content/edits', path.join(dir, 'edits'), { recursive: true });
  }
  function edit(file: string, change: (data: Record<string, unknown>) => void) {
    const target = path.join(dir, 'flowpath', file);
    const data = JSON.parse(readFileSync(target, 'utf8'));
    change(data);
    writeFileSync(target, JSON.stringify(data));
  }
  // The cross checks run before anything is written, so no database is reached.
  const load = () => loadContent({} as AppDb, dir, [editsContent, flowpathContent]);

  it('names an Edit that does not exist', async () => {
    copyContent();
    edit('guide.json', (data) =>
      (data.edits as { slug: string }[]).push({ slug: 'no-such-edit', title: 'Nothing', why: 'Because.' } as never),
    );
    await expect(load()).rejects.toThrow(ContentError);
    await expect(load()).rejects.toThrow('flowpath/guide.json: edits: no Edit "no-such-edit" in content/edits');
  });

  it('checks nothing across files when a content folder has no FlowPath at all', () => {
    expect(flowpathContent.crossCheck!([], () => [])).toEqual([]);
  });

  it('names a missing section', async () => {
    copyContent();
    rmSync(path.join(dir, 'flowpath', 'conversations.json'));
    await expect(load()).rejects.toThrow('flowpath: no file has section "conversations"');
  });

  it('names an experiment listed twice and an unknown area', async () => {
    copyContent();
    edit('experiments.json', (data) => {
      const list = data.experiments as Record<string, unknown>[];
      list.push({ ...list[0] });
      list[1]!.areas = ['weather'];
    });
    expect(() => readKind(dir, flowpathContent)).toThrow(/flowpath\/experiments\.json: experiments\.1\.areas\.0: /);
  });
});
