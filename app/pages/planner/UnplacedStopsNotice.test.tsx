// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { ChakraProvider } from '@chakra-ui/react';
import { createAppSystem } from '../../theme/system.ts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { UNPLACED_STOPS_KEY, db } from '../../data/db.ts';
import { freshDatabase } from '../../data/test-helpers.ts';
import { UnplacedStopsNotice } from './UnplacedStopsNotice.tsx';

const system = createAppSystem();

beforeEach(freshDatabase);

const renderNotice = () =>
  render(
    <ChakraProvider value={system}>
      <UnplacedStopsNotice />
    </ChakraProvider>,
  );

it('lists the stops an upgrade could not place until the visitor dismisses them', async () => {
  await db.settings.put({
    key: UNPLACED_STOPS_KEY,
    value: [
      { name: 'Blank', displayString: 'Blank, Göteborg', address: 'Avenyn 1', latitude: '', longitude: '11.97' },
      { name: 'Words', displayString: 'Words', address: null, latitude: 'north', longitude: 'east' },
    ],
  });
  renderNotice();
  const notice = await screen.findByTestId('unplaced-stops');
  expect(notice.textContent).toContain('2 stops saved by an earlier version could not be placed on the map');
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Blank, Göteborg (Avenyn 1)', 'Words']);
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(screen.queryByTestId('unplaced-stops')).toBeNull());
  expect(await db.settings.get(UNPLACED_STOPS_KEY)).toBeUndefined();
});
