import { describe, expect, it } from 'vitest';
import { ASK_KINDS, type AskKind } from '../../../../server/analysis/analyst/asks/ask';
import { CATALOGUE } from '../../../../server/analysis/analyst/asks/catalogue';
import { runTool, TOOLS } from '../../../../server/analysis/analyst/openai-tools';
import { sampleFacts } from '../../chat/analyst-facts';

// tsc keeps a name outside ToolName out of the catalogue; these also catch a tool no kind names.
const toolNames: string[] = TOOLS.map((t) => t.function.name);
const named: Array<[AskKind, string]> = ASK_KINDS.flatMap((kind) =>
  [CATALOGUE[kind].tool, CATALOGUE[kind].pastTool].flatMap((tool) =>
    tool === null ? [] : [[kind, tool] as [AskKind, string]],
  ),
);

describe('ask catalogue and the openai tools', () => {
  it('names only tools the openai analyst has, each with a runner', () => {
    const missing = named.filter(([, tool]) => !toolNames.includes(tool));
    expect(missing).toEqual([]);
    for (const name of toolNames) {
      expect(runTool(name, {}, sampleFacts()).error ?? '', name).not.toMatch(/^unknown function/);
    }
  });

  it('names every tool the openai analyst has from some kind of ask', () => {
    const unnamed = toolNames.filter((name) => !named.some(([, tool]) => tool === name));
    expect(unnamed).toEqual([]);
  });

  it('gives a past tool exactly to the kinds asked about past matches', () => {
    // pre_match is the kind's own tool on its pre-match basis.
    const withoutPastTool = ASK_KINDS.filter((kind) => {
      const { pastFrames, pastTool } = CATALOGUE[kind];
      return pastFrames.some((frame) => frame !== 'pre_match') !== (pastTool !== null);
    });
    expect(withoutPastTool).toEqual([]);
    expect(CATALOGUE.combination).toMatchObject({
      tool: 'get_combination',
      pastTool: 'get_past_count',
    });
    expect(CATALOGUE.clean_sheet.pastTool).toBe('get_past_count');
  });
});
