// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('is a progress bar named by its label, its value in whole percent, the range as wide as the part done', () => {
    render(<ProgressBar value={40.4} label="Tiles saved" />);
    const bar = screen.getByRole('progressbar', { name: 'Tiles saved' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('40.4%');
  });

  it('keeps a value outside 0 to 100, or not a number (a download of unknown size), within the bar', () => {
    const { rerender } = render(<ProgressBar value={140} label="Downloading" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    rerender(<ProgressBar value={-5} label="Downloading" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    rerender(<ProgressBar value={Number.NaN} label="Downloading" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });
});
