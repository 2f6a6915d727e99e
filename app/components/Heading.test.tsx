// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading.tsx';

describe('Heading', () => {
  it('is the element asked for, of the size asked for, with its attributes', () => {
    render(
      <>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>Route Planner Demo</Heading>
        <Heading size="md" id="directions-heading" style={{ marginBottom: '8px' }}>Directions</Heading>
        <Heading as="p" data-testid="print-title">Monday round</Heading>
      </>,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'Route Planner Demo' });
    expect(title.className).toBe('heading');
    expect(title.dataset.size).toBe('2xl-3xl');
    const directions = screen.getByRole('heading', { level: 2, name: 'Directions' });
    expect(directions.id).toBe('directions-heading');
    expect(directions.dataset.size).toBe('md');
    expect(directions.style.marginBottom).toBe('8px');
    const print = screen.getByTestId('print-title');
    expect(print.tagName).toBe('P');
    expect(print.dataset.size).toBe('xl');
  });
});
