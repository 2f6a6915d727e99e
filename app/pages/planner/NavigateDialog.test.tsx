// @vitest-environment jsdom
// The navigate dialog is made on its first open, not with its button: each stop row has one (issue 33).
import { ChakraProvider, IconButton } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { createAppSystem } from '../../theme/system.ts';
import { NavigateDialog } from './NavigateDialog.tsx';

it('makes its dialog on the first open, and gives the focus back to the button on closing', async () => {
  render(
    <ChakraProvider value={createAppSystem()}>
      <NavigateDialog title="Navigate to Avenyn" link="geo:57.7,11.97" qr="https://example.org/dir" trigger={<IconButton aria-label="Navigate to Avenyn">→</IconButton>} />
    </ChakraProvider>,
  );
  const trigger = screen.getByRole('button', { name: 'Navigate to Avenyn' });
  expect(trigger.getAttribute('data-scope')).toBeNull();
  expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
  expect(trigger.getAttribute('aria-expanded')).toBe('false');

  trigger.focus();
  fireEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Navigate to Avenyn' });
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  expect(trigger.getAttribute('aria-controls')).toBe(dialog.id);

  fireEvent.keyDown(dialog, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(trigger));
});
