// @vitest-environment jsdom
// 'Optimizing...' is the Optimize button's own state: a tap on it re-renders the button, not the toolbar's other
// buttons nor the planner page around it, which had held a phone's tap before the busy button painted (issue 33).
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { createAppSystem } from '../../theme/system.ts';
import { RouteToolbar } from './RouteToolbar.tsx';

// The Clear button's dialog counts the toolbar's renders.
const clearDialog = vi.hoisted(() => vi.fn(() => null));
vi.mock('./ClearStopsDialog.tsx', () => ({ ClearStopsDialog: clearDialog }));

it('shows Optimizing... from the tap until the optimize settles, whatever the page does', async () => {
  const optimized = Promise.withResolvers<void>();
  const onOptimize = vi.fn(() => optimized.promise);
  render(
    <ChakraProvider value={createAppSystem()}>
      <RouteToolbar count={3} onSetDefaults={() => {}} onMixUp={() => {}} onOptimize={onOptimize} onClear={async () => {}} />
    </ChakraProvider>,
  );
  const button = screen.getByRole('button', { name: /Optimize Route/ });
  const toolbarRenders = clearDialog.mock.calls.length;
  fireEvent.click(button);
  expect(onOptimize).toHaveBeenCalledOnce();
  expect(screen.getByRole('button', { name: /Optimizing/ }).hasAttribute('disabled')).toBe(true);
  expect(clearDialog.mock.calls.length).toBe(toolbarRenders);

  await act(async () => {
    optimized.resolve();
    await optimized.promise;
  });
  expect(screen.getByRole('button', { name: /Optimize Route/ }).hasAttribute('disabled')).toBe(false);
});
