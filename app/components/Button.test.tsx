// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, CloseButton, IconButton, buttonLook } from './Button.tsx';

describe('Button', () => {
  it('is a native button, of type button unless told, with the look in data attributes', () => {
    const onClick = vi.fn();
    render(<Button variant="outline" size={{ base: 'md', md: 'sm' }} onClick={onClick}>Optimize</Button>);
    const button = screen.getByRole('button', { name: 'Optimize' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('button');
    expect(button.dataset).toMatchObject({ variant: 'outline', size: 'md-sm' });
    button.click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('takes the palette in force unless it is given one (a button inside an alert)', () => {
    render(<><Button>Plain</Button><Button colorPalette="red">Red</Button></>);
    expect(screen.getByRole('button', { name: 'Plain' }).hasAttribute('data-palette')).toBe(false);
    expect(screen.getByRole('button', { name: 'Red' }).dataset.palette).toBe('red');
  });

  it('while loading is disabled, keeps its name and size (the label hidden under a spinner), or shows the loading text', () => {
    const { rerender } = render(<Button loading>Add stops</Button>);
    let button = screen.getByRole('button', { name: 'Add stops' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.hasAttribute('data-loading')).toBe(true);
    expect(button.querySelector('.button-hidden-label')?.textContent).toBe('Add stops');
    expect(button.querySelector('.button-spinner-centre .button-spinner')).not.toBeNull();
    rerender(<Button loading loadingText="Optimizing...">Optimize</Button>);
    button = screen.getByRole('button', { name: 'Optimizing...' });
    expect(button.querySelector('.button-hidden-label')).toBeNull();
    rerender(<Button>Optimize</Button>);
    expect(screen.getByRole('button', { name: 'Optimize' })).toHaveProperty('disabled', false);
  });

  it('passes attributes, submit type and ref through (a Chakra trigger lends its props with asChild)', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref} type="submit" id="t" aria-haspopup="dialog" data-state="closed" className="x">Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(ref.current).toBe(button);
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.dataset.state).toBe('closed');
    expect(button.className).toBe('button x');
  });

  it('has square icon buttons and a close button named Close unless told', () => {
    render(<><IconButton aria-label="Share route">S</IconButton><CloseButton /><CloseButton aria-label="Dismiss" size="2xs" /></>);
    expect(screen.getByRole('button', { name: 'Share route' }).className).toBe('button icon-button');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close.dataset.variant).toBe('ghost');
    expect(close.querySelector('svg path')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Dismiss' }).dataset.size).toBe('2xs');
  });

  it('gives a link the same look', () => {
    expect(buttonLook({})).toEqual({ 'data-variant': 'solid', 'data-size': 'md', 'data-palette': undefined });
  });
});
