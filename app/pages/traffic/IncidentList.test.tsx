// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { createAppSystem } from '../../theme/system.ts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TrafficIncident } from '../../api/traffic-incidents.ts';
import { IncidentList } from './IncidentList.tsx';

const system = createAppSystem();

const incident = (over: Partial<TrafficIncident>): TrafficIncident => ({
  id: 'a',
  type: 1,
  severity: 4,
  impacting: true,
  shortDesc: 'Avenyn: road works',
  fullDesc: 'Lane closures for tram works.',
  startTime: '2024-03-05T08:07:00',
  iconURL: '/icons/incidents/construction.svg',
  lat: 57.7,
  lng: 11.97,
  source: 'simulated',
  ...over,
});

const INCIDENTS = [
  incident({ id: 'a' }),
  incident({ id: 'b', severity: 2, impacting: false, shortDesc: 'Linnégatan', endTime: '2024-04-01T17:00:00' }),
  incident({ id: 'c', severity: 0, impacting: false, shortDesc: 'Vasagatan', source: 'OpenStreetMap' }),
];

function show(props: Partial<Parameters<typeof IncidentList>[0]> = {}) {
  const onSelect = vi.fn();
  render(
    <ChakraProvider value={system}>
      <IncidentList incidents={INCIDENTS} status="ready" selection={null} onSelect={onSelect} {...props} />
    </ChakraProvider>,
  );
  return onSelect;
}

describe('IncidentList', () => {
  it("draws its items with the stylesheet's classes, resolving no styled component's styles per incident", () => {
    show({ selection: { id: 'b', fromMap: false } });
    // Emotion names the class of every styled component it resolved (css-<hash>): Chakra's Box, HStack, Image and
    // Text did, seven per incident, each time one was picked (issue 33). The badges keep Chakra's recipe.
    const list = screen.getByTestId('incident-list');
    const styled = [list, ...list.querySelectorAll('*')].filter((e) => /(^| )css-/.test(e.getAttribute('class') ?? '') && !e.classList.contains('chakra-badge'));
    expect(styled.map((e) => e.tagName)).toEqual([]);
    // The picked one says so, and each shows its severity's colour at its edge.
    const cards = screen.getAllByRole('button');
    expect(cards.map((c) => c.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    expect(cards[0]!.style.borderLeftColor).not.toBe('');
  });

  it('shows each incident with its severity label, impact tag, descriptions and local times', () => {
    show();
    expect(screen.getByRole('heading', { name: 'Traffic Incidents' })).toBeTruthy();
    expect(screen.getByTestId('incident-count').textContent).toBe('3');
    const items = screen.getAllByTestId('incident');
    expect(items.map((li) => within(li).getByTestId('severity').textContent)).toEqual(['Critical', 'Minor', 'Low']);
    expect(items.map((li) => within(li).queryByTestId('impacting')?.textContent ?? null)).toEqual([
      'Impacting Traffic',
      null,
      null,
    ]);
    const second = items[1]!;
    expect(within(second).getByTestId('short-desc').textContent).toBe('Linnégatan');
    expect(within(second).getByTestId('full-desc').textContent).toBe('Lane closures for tram works.');
    expect(second.textContent).toContain(`Start: ${new Date(2024, 2, 5, 8, 7).toLocaleString()}`);
    expect(second.textContent).toContain(`End: ${new Date(2024, 3, 1, 17, 0).toLocaleString()}`);
    expect(items[0]!.textContent).not.toContain('End:');
  });

  it('says in the header where the incidents come from, and tags each one that is not live traffic', () => {
    show();
    expect(screen.getByTestId('incident-list-source').textContent).toBe(
      'Simulated demo feed and OpenStreetMap road works — not live traffic',
    );
    const tags = screen.getAllByTestId('incident').map((li) => within(li).queryByTestId('incident-source-tag')?.textContent);
    expect(tags).toEqual(['Simulated', 'Simulated', 'OpenStreetMap']);
    cleanup();
    show({ incidents: [incident({ source: 'MapQuest' })] });
    expect(screen.getByTestId('incident-list-source').textContent).toBe('Live incidents from MapQuest');
    expect(screen.queryByTestId('incident-source-tag')).toBeNull();
  });

  it('hides an icon that fails to load and keeps the others', () => {
    show();
    const icons = screen.getAllByTestId('incident-icon');
    fireEvent.error(icons[1]!);
    expect(getComputedStyle(icons[1]!).display).toBe('none');
    expect(getComputedStyle(icons[0]!).display).not.toBe('none');
  });

  it('reports a click or Enter on an incident, and marks the selected one', () => {
    const onSelect = show({ selection: { id: 'b', fromMap: false } });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    fireEvent.click(buttons[2]!);
    fireEvent.keyDown(buttons[0]!, { key: 'Enter' });
    expect(onSelect.mock.calls).toEqual([['c'], ['a']]);
  });

  it('shows the loading text and no stale list or count while loading', () => {
    show({ status: 'loading' });
    expect(screen.getByText('Loading incidents...')).toBeTruthy();
    expect(screen.queryAllByTestId('incident')).toHaveLength(0);
    expect(screen.queryByTestId('incident-count')).toBeNull();
    expect(screen.queryByTestId('incident-list-source')).toBeNull();
  });

  it('says so quietly when the incidents could not be loaded, or when there are none', () => {
    show({ status: 'error', incidents: [] });
    expect(screen.getByTestId('incidents-error').textContent).toMatch(/could not be loaded/);
    cleanup();
    show({ incidents: [] });
    expect(screen.getByText('No incidents in this area.')).toBeTruthy();
    expect(screen.getByTestId('incident-count').textContent).toBe('0');
  });
});
