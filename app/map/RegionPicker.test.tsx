// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { createAppSystem } from '../theme/system.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CoverageNotice } from './CoverageNotice.tsx';
import { RegionPicker } from './RegionPicker.tsx';

const system = createAppSystem();

const regions = [
  { id: 'liechtenstein', name: 'Liechtenstein' },
  { id: 'gothenburg', name: 'Gothenburg, Sweden' },
];

const renderInChakra = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe('RegionPicker', () => {
  it('is absent when the server has no offline regions', () => {
    renderInChakra(<RegionPicker regions={[]} currentId={null} onChoose={vi.fn()} />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('names the region in view and lists every region by name', () => {
    const onChoose = vi.fn();
    renderInChakra(<RegionPicker regions={regions} currentId="gothenburg" onChoose={onChoose} />);
    const picker = screen.getByRole('combobox', { name: 'Map region: Gothenburg, Sweden' });
    expect((picker as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Gothenburg, Sweden');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Liechtenstein', 'Gothenburg, Sweden']);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('says Regions when the view is in none, and chooses a region, the one in view too', () => {
    const onChoose = vi.fn();
    const { rerender } = renderInChakra(<RegionPicker regions={regions} currentId={null} onChoose={onChoose} />);
    const picker = screen.getByRole('combobox', { name: 'Map regions' }) as HTMLSelectElement;
    expect(picker.selectedOptions[0]!.textContent).toBe('Regions');
    fireEvent.change(picker, { target: { value: 'gothenburg' } });
    expect(onChoose).toHaveBeenLastCalledWith('gothenburg');
    rerender(<ChakraProvider value={system}><RegionPicker regions={regions} currentId="gothenburg" onChoose={onChoose} /></ChakraProvider>);
    // Back to the empty option, which names the region in view: choosing it again (after panning away) still fires.
    expect(picker.value).toBe('');
    fireEvent.change(picker, { target: { value: 'gothenburg' } });
    expect(onChoose).toHaveBeenCalledTimes(2);
  });
});

describe('CoverageNotice', () => {
  it('names every region and offers a way to each', () => {
    const onChoose = vi.fn();
    renderInChakra(<CoverageNotice regions={regions} onChoose={onChoose} />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Outside the offline regions — Liechtenstein and Gothenburg, Sweden');
    fireEvent.click(screen.getByRole('button', { name: 'Go to Gothenburg, Sweden' }));
    expect(onChoose).toHaveBeenCalledWith('gothenburg');
  });
});

describe('RegionPicker, plain', () => {
  it('takes no styled component (issue 33)', () => {
    renderInChakra(<RegionPicker regions={regions} currentId={null} onChoose={vi.fn()} />);
    const wrapper = screen.getByRole('combobox', { name: 'Map regions' }).parentElement!;
    // Emotion names the class of every styled component it resolved (css-<hash>).
    expect([wrapper, ...wrapper.querySelectorAll('*')].filter((e) => /(^| )css-/.test(e.getAttribute('class') ?? ''))).toEqual([]);
  });
});
