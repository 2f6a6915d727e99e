import { describe, expect, it } from 'vitest';
import { sourceTag, sourcesLine } from './incident-sources.ts';

const from = (...sources: (string | undefined)[]) => sources.map((source) => ({ source }));

describe('sourcesLine', () => {
  it('names the offline sources, the demo feed first, and says they are not live', () => {
    expect(sourcesLine(from('OpenStreetMap', 'simulated', 'simulated'))).toBe(
      'Simulated demo feed and OpenStreetMap road works — not live traffic',
    );
    expect(sourcesLine(from('WZDx feed (Test County)', 'OpenStreetMap', 'simulated'))).toBe(
      'Simulated demo feed, OpenStreetMap road works, and WZDx feed (Test County) — not live traffic',
    );
    expect(sourcesLine(from('simulated'))).toBe('Simulated demo feed — not live traffic');
  });

  it('calls a provider live, and says nothing when no incident names its source', () => {
    expect(sourcesLine(from('MapQuest', 'MapQuest'))).toBe('Live incidents from MapQuest');
    expect(sourcesLine(from(undefined))).toBeNull();
    expect(sourcesLine([])).toBeNull();
  });
});

describe('sourceTag', () => {
  it('tags what is not live traffic, and nothing else', () => {
    expect(sourceTag('simulated')).toBe('Simulated');
    expect(sourceTag('OpenStreetMap')).toBe('OpenStreetMap');
    expect(sourceTag('WZDx feed (Test County)')).toBe('WZDx feed (Test County)');
    expect(sourceTag('MapQuest')).toBeNull();
    expect(sourceTag(undefined)).toBeNull();
  });
});
