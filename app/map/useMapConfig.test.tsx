// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const CONFIG = { provider: 'offline', providerName: 'Offline map', hasKey: false, apiKey: 'none' };
const answers: (() => Promise<Response>)[] = [];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const after = (ms: number, response: () => Response) => () => new Promise<Response>((resolve) => setTimeout(() => resolve(response()), ms));

let seen: string[];
async function mount() {
  const { useMapConfig } = await import('./useMapConfig.ts');
  function Probe() {
    const { config, error } = useMapConfig();
    const text = config ? `config ${config.providerName}` : error ? 'error' : 'no config';
    seen.push(text);
    return <p data-testid="probe">{text}</p>;
  }
  return render(<Suspense fallback={<p>waiting</p>}><Probe /></Suspense>);
}

beforeEach(() => {
  vi.resetModules();
  seen = [];
  answers.length = 0;
  vi.stubGlobal('fetch', vi.fn(async () => (answers.shift() ?? (() => Promise.reject(new TypeError('no answer'))))()));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useMapConfig', () => {
  it('renders the page once, with the configuration, when it comes in time: nothing moves when it arrives', async () => {
    answers.push(after(100, () => json(CONFIG)));
    await act(mount);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('config Offline map'));
    expect(seen.every((s) => s === 'config Offline map')).toBe(true);
  });

  it('shows the page without it when it is slow, and fills it in when it comes', async () => {
    answers.push(after(2500, () => json(CONFIG)));
    await act(mount);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('no config'), { timeout: 2500 });
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('config Offline map'), { timeout: 3000 });
  });

  it('asks again on the next page after a failure', async () => {
    answers.push(async () => json({ message: 'down' }, 502), async () => json(CONFIG));
    const first = await act(mount);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('error'));
    first.unmount();
    await act(mount);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('config Offline map'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
