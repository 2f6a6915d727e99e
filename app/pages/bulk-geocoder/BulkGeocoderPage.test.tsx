// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { ChakraProvider } from '@chakra-ui/react';
import { createAppSystem } from '../../theme/system.ts';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../data/client.ts';
import { bulkDb } from '../../data/bulk/db.ts';
import BulkGeocoderPage from './BulkGeocoderPage.tsx';
import type * as parseFile from './parse-file.ts';
import { parseCsvFile } from './parse-file.ts';
import { useBulkJob } from './useBulkJob.ts';

const system = createAppSystem();

const mocks = vi.hoisted(() => ({
  notify: vi.fn(),
  geocodeBatchRow: vi.fn(),
  provider: 'offline' as 'offline' | 'mapquest',
}));
vi.mock('../../components/toaster.tsx', () => ({ notify: mocks.notify }));
vi.mock('../../api/geocode-batch.ts', () => ({ geocodeBatchRow: mocks.geocodeBatchRow }));
vi.mock('../../map/useMapConfig.ts', () => ({
  useMapConfig: () => ({ config: { provider: mocks.provider, providerName: 'x', hasKey: false }, error: null }),
}));
vi.mock('./parse-file.ts', async (load) => {
  const real = await load<typeof parseFile>();
  return { parseCsvFile: vi.fn(real.parseCsvFile) };
});

const hit = (location: string) => ({
  lat: 57.7,
  lng: 11.97,
  displayName: `${location}, Göteborg`,
  quality: 'STREET',
  geocodeQualityCode: 'B1AAX',
  sideOfStreet: 'N',
  providedLocation: location,
});

const CSV = 'name,address\nA,"Kungsgatan 12, Göteborg"\nB,Vasagatan 3\nC,Linnégatan 5\n';

const toasts = () => mocks.notify.mock.calls.map(([kind, title, description]) => ({ kind, title, description }));
const lastToast = () => toasts().at(-1);

function renderPage() {
  return render(
    <ChakraProvider value={system}>
      <BulkGeocoderPage />
    </ChakraProvider>,
  );
}

async function upload(name: string, text: string, size?: number) {
  const input = await screen.findByTestId('file-input');
  const file = new File([text], name, { type: 'text/csv' });
  // Stands for a file too big to build in a test.
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  fireEvent.change(input, { target: { files: [file] } });
}

const tab = (name: string) => screen.getByRole('tab', { name });

beforeEach(async () => {
  await bulkDb.delete({ disableAutoOpen: false });
  mocks.provider = 'offline';
  mocks.geocodeBatchRow.mockImplementation(async (row: { location?: string; street?: string }) => hit(row.location ?? row.street ?? ''));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  mocks.notify.mockReset();
  mocks.geocodeBatchRow.mockReset();
});

describe('upload', () => {
  it('refuses a file whose name does not end in .csv', async () => {
    renderPage();
    await upload('addresses.txt', CSV);
    await waitFor(() => expect(lastToast()).toEqual({ kind: 'error', title: 'Invalid file type', description: 'Please upload a CSV file' }));
    expect(screen.queryByTestId('loaded-alert')).toBeNull();
  });

  it('refuses a file over 50 MB before reading it', async () => {
    renderPage();
    await upload('addresses.csv', CSV, 50 * 1024 * 1024 + 1);
    await waitFor(() =>
      expect(lastToast()).toEqual({ kind: 'error', title: 'File too large', description: 'CSV files up to 50 MB can be geocoded here: split the file and upload the parts' }),
    );
    expect(screen.queryByTestId('loaded-alert')).toBeNull();
  });

  it('calls an empty file and a header-only file empty', async () => {
    renderPage();
    await upload('empty.csv', '');
    await waitFor(() =>
      expect(lastToast()).toEqual({ kind: 'error', title: 'Empty file', description: 'The CSV file appears to be empty' }),
    );
    mocks.notify.mockReset();
    await upload('header.csv', 'name,address\n');
    await waitFor(() => expect(lastToast()?.title).toBe('Empty file'));
  });

  it('reports a broken file as a parsing error', async () => {
    renderPage();
    await upload('broken.csv', 'a,b\n1,"never closed\n2,3\n');
    await waitFor(() =>
      expect(lastToast()).toEqual({ kind: 'error', title: 'CSV parsing error', description: 'There were errors parsing your CSV file' }),
    );
  });

  it('reports a parser failure', async () => {
    vi.mocked(parseCsvFile).mockRejectedValueOnce(new Error('worker crashed'));
    renderPage();
    await upload('a.csv', CSV);
    await waitFor(() =>
      expect(lastToast()).toEqual({ kind: 'error', title: 'Upload failed', description: 'Failed to parse the CSV file' }),
    );
  });

  it('loads a file: toast, alert, mapping card, and the Process tab opens up', async () => {
    renderPage();
    await screen.findByRole('tab', { name: 'Process' });
    expect(tab('Process').hasAttribute('disabled') || tab('Process').getAttribute('aria-disabled') === 'true').toBe(true);
    await upload('a.csv', '\uFEFF' + CSV);
    await screen.findByTestId('loaded-alert');
    expect(toasts()).toEqual([{ kind: 'success', title: 'File uploaded successfully', description: 'Loaded 3 rows with 2 columns' }]);
    expect(screen.getByTestId('loaded-alert').textContent).toContain('Successfully loaded 3 rows with 2 columns');
    expect((screen.getByRole('radio', { name: 'Single-line Address' }) as HTMLInputElement).checked).toBe(true);
    const select = screen.getByLabelText('Full Address') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['None', 'name', 'address']);
    // The 'address' header is mapped before the visitor looks (column-guess.ts).
    expect(select.value).toBe('address');
    fireEvent.click(screen.getByRole('radio', { name: '5-box Address' }));
    for (const label of ['Street', 'City', 'State', 'Postal Code']) expect(await screen.findByLabelText(label)).toBeTruthy();
    expect(tab('Process').hasAttribute('disabled')).toBe(false);
    expect(tab('Results').hasAttribute('disabled')).toBe(true);
  });

  it('notes ragged rows', async () => {
    renderPage();
    await upload('r.csv', 'a,b\n1\n2,3\n');
    expect((await screen.findByTestId('ragged-note')).textContent).toMatch(/^1 rows had a different number of cells/);
  });
});

describe('processing', () => {
  async function loadAndOpenProcess(text = CSV, map: [string, string][] = [['Full Address', 'address']]) {
    renderPage();
    await upload('a.csv', text);
    await screen.findByTestId('loaded-alert');
    for (const [label, column] of map) fireEvent.change(screen.getByLabelText(label), { target: { value: column } });
    fireEvent.click(tab('Process'));
    await screen.findByText('Process Geocoding');
  }

  it('asks for a mapping first', async () => {
    await loadAndOpenProcess('name,place\nA,"Kungsgatan 12, Göteborg"\n', []);
    fireEvent.click(screen.getByRole('button', { name: 'Start Geocoding' }));
    await waitFor(() =>
      expect(lastToast()).toEqual({ kind: 'error', title: 'Missing field mapping', description: 'Please map at least one address field' }),
    );
    expect(mocks.geocodeBatchRow).not.toHaveBeenCalled();
  });

  it('runs offline without a key, counts, and reports completion', async () => {
    await loadAndOpenProcess();
    expect(screen.getByTestId('ready-text').textContent).toBe('Ready to process 3 addresses');
    expect(screen.getByTestId('offline-key-note')).toBeTruthy();
    expect(screen.getByTestId('key-statement').textContent).toContain('not stored on our servers');
    expect(screen.getByTestId('progress-text').textContent).toBe('0% complete');
    fireEvent.click(screen.getByRole('button', { name: 'Start Geocoding' }));
    await waitFor(() =>
      expect(lastToast()).toEqual({ kind: 'success', title: 'Geocoding completed', description: 'Successfully processed 3 addresses' }),
    );
    expect(mocks.geocodeBatchRow.mock.calls.map(([row]) => row)).toEqual([
      { location: 'Kungsgatan 12, Göteborg' },
      { location: 'Vasagatan 3' },
      { location: 'Linnégatan 5' },
    ]);
    expect(screen.getByTestId('progress-text').textContent).toBe('100% complete');
    expect(screen.getByTestId('count-success').textContent).toBe('3');
    expect(screen.getByTestId('count-failed').textContent).toBe('0');
    expect(screen.getByTestId('count-total').textContent).toBe('3');
    expect(tab('Results').hasAttribute('disabled')).toBe(false);
  });

  it('sends only the non-empty cells in 5-box mode, and fails rows the server cannot place', async () => {
    mocks.geocodeBatchRow.mockImplementation(async (row: { street?: string }) => {
      if (row.street === 'Nowhere 1') throw new ApiError(404, 'Not Found', '{"message":"No location found for this address"}');
      return hit(row.street ?? '');
    });
    renderPage();
    await upload('m.csv', 'street,city,zip\nVasagatan 3,Göteborg,\nNowhere 1,,\n');
    await screen.findByTestId('loaded-alert');
    fireEvent.click(screen.getByRole('radio', { name: '5-box Address' }));
    fireEvent.change(await screen.findByLabelText('Street'), { target: { value: 'street' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'city' } });
    fireEvent.change(screen.getByLabelText('Postal Code'), { target: { value: 'zip' } });
    fireEvent.click(tab('Process'));
    fireEvent.click(await screen.findByRole('button', { name: 'Start Geocoding' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Geocoding completed'));
    expect(mocks.geocodeBatchRow.mock.calls.map(([row]) => row)).toEqual([
      { street: 'Vasagatan 3', city: 'Göteborg' },
      { street: 'Nowhere 1' },
    ]);
    expect(screen.getByTestId('count-failed').textContent).toBe('1');
  });

  it('needs a key with a provider, and never stores it', async () => {
    mocks.provider = 'mapquest';
    await loadAndOpenProcess();
    const start = screen.getByRole('button', { name: 'Start Geocoding' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    expect(screen.queryByTestId('offline-key-note')).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('Enter your provider API key'), { target: { value: 'my-key' } });
    expect(start.disabled).toBe(false);
    fireEvent.click(start);
    await waitFor(() => expect(lastToast()?.title).toBe('Geocoding completed'), { timeout: 5000 });
    expect(mocks.geocodeBatchRow).toHaveBeenCalledWith({ location: 'Vasagatan 3', apiKey: 'my-key' });
    const stored = JSON.stringify(await bulkDb.jobs.toArray()) + JSON.stringify(await bulkDb.results.toArray());
    expect(stored).not.toContain('my-key');
  });

  it('stops on a dropped connection with the batch toast, then resumes where it stopped', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => `R${i},Gata ${i}`).join('\n');
    let down = true;
    mocks.geocodeBatchRow.mockImplementation(async (row: { location: string }) => {
      if (row.location === 'Gata 60' && down) throw new TypeError('Failed to fetch');
      return hit(row.location);
    });
    await loadAndOpenProcess(`name,address\n${rows}\n`);
    fireEvent.click(screen.getByRole('button', { name: 'Start Geocoding' }));
    await waitFor(() =>
      expect(lastToast()).toEqual({ kind: 'error', title: 'Processing failed', description: 'An error occurred during batch processing' }),
    );
    expect(screen.getByRole('alert').textContent).toContain('The run stopped after 50 of 120 addresses');
    expect(screen.getByTestId('progress-text').textContent).toBe('42% complete');
    down = false;
    mocks.geocodeBatchRow.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Geocoding completed'));
    expect(mocks.geocodeBatchRow).toHaveBeenCalledTimes(70);
    expect(screen.getByTestId('count-total').textContent).toBe('120');
  });

  it('reopens a stored job after a reload with its results, ready to resume', async () => {
    await loadAndOpenProcess();
    fireEvent.click(screen.getByRole('button', { name: 'Start Geocoding' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Geocoding completed'));
    await waitFor(async () => expect(await bulkDb.results.count()).toBe(3));
    await bulkDb.results.where('[jobId+index]').above([0, 0]).limit(1).delete();
    cleanup();
    renderPage();
    await screen.findByTestId('loaded-alert');
    expect(screen.getByTestId('loaded-alert').textContent).toContain('Successfully loaded 3 rows with 2 columns');
    expect((screen.getByLabelText('Full Address') as HTMLSelectElement).value).toBe('address');
    expect(tab('Results').hasAttribute('disabled')).toBe(false);
  });
});

describe('download', () => {
  it('says there is nothing to download before any result, then starts the download', async () => {
    const { result } = renderHook(() => useBulkJob());
    await waitFor(() => expect(result.current.restoring).toBe(false));
    await act(() => result.current.download());
    expect(lastToast()).toEqual({ kind: 'error', title: 'No results', description: 'No results to download. Please process some data first.' });
  });

  it('downloads geocoded_results_<date>.csv from the Results tab', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:x';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderPage();
    await upload('a.csv', CSV);
    await screen.findByTestId('loaded-alert');
    fireEvent.change(screen.getByLabelText('Full Address'), { target: { value: 'address' } });
    fireEvent.click(tab('Process'));
    fireEvent.click(await screen.findByRole('button', { name: 'Start Geocoding' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Geocoding completed'));
    fireEvent.click(tab('Results'));
    expect((await screen.findByTestId('badge-total')).textContent).toBe('Total: 3');
    expect(screen.getByTestId('badge-success').textContent).toBe('Success: 3');
    expect(screen.getByTestId('badge-failed').textContent).toBe('Failed: 0');
    // Every stub answer is street level (B1AAX): a success, but only approximate.
    expect(screen.getByTestId('badge-approximate').textContent).toBe('Approximate: 3');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(lastToast()).toEqual({ kind: 'success', title: 'Download started', description: 'Your geocoded results are being downloaded' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toMatch(/^geocoded_results_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await created[0]!.arrayBuffer());
    expect(text.startsWith('\uFEFFname,address,Latitude,Longitude,Geocoded Address')).toBe(true);
    expect(within(screen.getByTestId('results-table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'name',
      'address',
      'Latitude',
      'Longitude',
      'Address',
      'Quality',
      'Status',
    ]);
  });
});
