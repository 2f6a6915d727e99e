// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { createAppSystem } from '../theme/system.ts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoverageNotice } from './CoverageNotice.tsx';
import { RegionPicker } from './RegionPicker.tsx';

const system = createAppSystem();

// jsdom has no ResizeObserver; the menu's positioning only needs it to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const regions = [
  { id: 'liechtenstein', name: 'Liechtenstein' },
  { id: 'gothenburg', name: 'Gothenburg, Sweden' },
];

const renderInChakra = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

afterEach(cleanup);

describe('RegionPicker', () => {
  it('is absent when the server has no offline regions', () => {
    renderInChakra(<RegionPicker regions={[]} currentId={null} onChoose={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the region in view and lists every region by name', async () => {
    const onChoose = vi.fn();
    renderInChakra(<RegionPicker regions={regions} currentId="gothenburg" onChoose={onChoose} />);
    const trigger = screen.getByRole('button', { name: 'Map region: Gothenburg, Sweden' });
    fireEvent.click(trigger);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Liechtenstein', 'Gothenburg, Sweden']);
    expect(items.map((i) => i.querySelector('[aria-label="shown now"]') !== null)).toEqual([false, true]);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('says Regions when the view is in none, and chooses with the keyboard', async () => {
    const onChoose = vi.fn();
    renderInChakra(<RegionPicker regions={regions} currentId={null} onChoose={onChoose} />);
    const trigger = screen.getByRole('button', { name: 'Map regions' });
    expect(trigger.textContent).toBe('Regions');
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.getAttribute('data-state')).toBe('open'));
    const highlighted = () => menu.querySelector('[data-highlighted]')?.textContent;
    await waitFor(() => expect(highlighted()).toBe('Liechtenstein'));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await waitFor(() => expect(highlighted()).toBe('Gothenburg, Sweden'));
    fireEvent.keyDown(menu, { key: 'Enter' });
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith('gothenburg'));
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
