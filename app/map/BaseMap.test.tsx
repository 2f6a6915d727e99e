// @vitest-environment jsdom
// The map's frame renders again at each move of the view: plain elements whose height the page gives per breakpoint.
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { createAppSystem } from '../theme/system.ts';
import { BaseMap } from './BaseMap.tsx';

vi.mock('./useMapConfig.ts', () => ({ useMapConfig: () => ({ config: null, error: 'the proxy is down' }) }));
vi.mock('../theme/ThemeProvider.tsx', () => ({ useTheme: () => ({ resolved: 'light' }) }));

it("draws its frame with the stylesheet's classes, its height per breakpoint, and says when the map could not load", () => {
  render(
    <ChakraProvider value={createAppSystem()}>
      <BaseMap height={{ base: '280px', md: '360px' }} aria-label="Result map" />
    </ChakraProvider>,
  );
  const frame = screen.getByRole('region', { name: 'Result map' }).parentElement!;
  expect(frame.style.getPropertyValue('--map-height')).toBe('280px');
  expect(frame.style.getPropertyValue('--map-height-md')).toBe('360px');
  expect(frame.style.getPropertyValue('--map-height-lg')).toBe('360px');
  expect(screen.getByText('The map could not be loaded: the proxy is down')).toBeTruthy();
  // Emotion names the class of every styled component it resolved (css-<hash>): Chakra's Box, HStack and Text did
  // at each move of the view (issue 33).
  expect([frame, ...frame.querySelectorAll('*')].filter((e) => /(^| )css-/.test(e.getAttribute('class') ?? '')).map((e) => e.tagName)).toEqual([]);
});
