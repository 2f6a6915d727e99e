// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { createAppSystem } from '../../theme/system.ts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapConfigResponse } from '../../../service/contract/index.ts';
import type { GeocodeResult } from '../../api/geocode.ts';
import { ApiError } from '../../data/client.ts';
import GeocodingPage from './GeocodingPage.tsx';

const system = createAppSystem();

const api = vi.hoisted(() => ({ geocodeAddress: vi.fn(), reverseGeocode: vi.fn() }));
vi.mock('../../api/geocode.ts', () => ({ geocodeAddress: api.geocodeAddress }));
vi.mock('../../api/reverse-geocode.ts', () => ({ reverseGeocode: api.reverseGeocode }));
// The map hands the page a map whose centre (view-bounds' viewCentre) is where the visitor is looking.
const FAKE_MAP = vi.hoisted(() => ({ fake: 'map' }));
vi.mock('../../map/BaseMap.tsx', async () => {
  const { useEffect } = await import('react');
  return {
    BaseMap: ({ onMapReady }: { onMapReady?: (map: unknown) => void }) => {
      useEffect(() => onMapReady?.(FAKE_MAP), [onMapReady]);
      return <div data-testid="map" />;
    },
  };
});
vi.mock('./useResultMarker.ts', () => ({ useResultMarker: () => {}, useMapClick: () => {} }));
vi.mock('../../map/view-bounds.ts', () => ({ viewCentre: (map: unknown) => (map === FAKE_MAP ? { lat: 47.14, lng: 9.52 } : null) }));
vi.mock('../../map/useMapConfig.ts', () => ({ useMapConfig: () => ({ config: CONFIG, error: null }) }));

const region = (id: string, name: string, north: number, west: number, south: number, east: number, contents: 'full' | 'roads') => ({
  id,
  name,
  bounds: { ul: { lat: north, lng: west }, lr: { lat: south, lng: east } },
  center: { lat: (north + south) / 2, lng: (west + east) / 2 },
  zoom: 12,
  dataDate: null,
  source: 'OpenStreetMap',
  attribution: '© OpenStreetMap contributors',
  contents,
});

const CONFIG: MapConfigResponse = {
  provider: 'offline',
  providerName: 'Offline map',
  hasKey: false,
  apiKey: 'proxy',
  tileUrl: '/tiles/map/{z}/{x}/{y}',
  styles: [],
  defaultCenter: { lat: 47.16, lng: 9.55 },
  defaultZoom: 12,
  bounds: { ul: { lat: 47.28, lng: 9.47 }, lr: { lat: 47.04, lng: 9.64 } },
  region: 'Liechtenstein',
  regions: [
    region('liechtenstein', 'Liechtenstein', 47.28, 9.47, 47.04, 9.64, 'full'),
    region('gothenburg', 'Gothenburg, Sweden', 57.76, 11.86, 57.65, 12.09, 'roads'),
  ],
  attribution: '© OpenStreetMap contributors',
};

const RESULT: GeocodeResult = {
  lat: 57.7065,
  lng: 11.9668,
  street: 'Kungsgatan 12',
  adminArea5: 'Göteborg',
  adminArea4: 'Göteborgs kommun',
  adminArea3: 'Västra Götaland',
  adminArea1: 'SE',
  postalCode: '411 19',
  geocodeQuality: { url: 'https://example.test/quality', value: 'ADDRESS' },
  geocodeQualityCode: 'L1AAA',
  sideOfStreet: 'R',
};

const REVERSE: GeocodeResult = {
  ...RESULT,
  street: 'Vasagatan 3',
  geocodeQuality: { url: 'https://example.test/quality', value: 'STREET' },
  geocodeQualityCode: 'B1AAX',
  nearestIntersection: {
    streetDisplayName: 'Vasagatan',
    distanceMeters: 12.34,
    label: 'Vasagatan & Kungsportsavenyen',
    latLng: { latitude: 57.7, longitude: 11.97 },
  },
  roadMetadata: { speedLimit: 30, speedLimitUnits: 'km/h', tollRoad: false },
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const forward = () => screen.getByRole('form', { name: 'Forward Geocoding' });
const reverseForm = () => screen.getByRole('form', { name: 'Reverse Geocoding' });
const type = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
const field = (label: string) => screen.getByTestId('geocoding-results').querySelector(`[data-field="${label}"]`)?.textContent;

function fillForward() {
  type(forward(), 'Street Address', 'Kungsgatan 12');
  type(forward(), 'City', 'Göteborg');
  type(forward(), 'State', 'Västra Götaland');
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  render(
    <ChakraProvider value={system}>
      <GeocodingPage />
    </ChakraProvider>,
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  api.geocodeAddress.mockReset();
  api.reverseGeocode.mockReset();
});

describe('forward geocoding form', () => {
  it('defaults the country code to US with the spec hint and a 2-character limit', () => {
    const code = within(forward()).getByLabelText('Country Code') as HTMLInputElement;
    expect(code.value).toBe('US');
    expect(code.maxLength).toBe(2);
    expect(within(forward()).getByText('Two-letter country code e.g. US, CA, GB')).toBeTruthy();
  });

  it('shows every required message on submit and sends nothing', () => {
    type(forward(), 'Country Code', '');
    fireEvent.click(within(forward()).getByRole('button', { name: 'Geocode Address' }));
    for (const text of ['Street address is required', 'City is required', 'State is required', 'Country code is required']) {
      expect(within(forward()).getByText(text)).toBeTruthy();
    }
    expect(api.geocodeAddress).not.toHaveBeenCalled();
    type(forward(), 'Street Address', 'Kungsgatan 12');
    expect(within(forward()).queryByText('Street address is required')).toBeNull();
  });

  it('reads Geocoding... while busy, sends the map\'s centre as the focus, then shows every result field', async () => {
    const call = deferred<GeocodeResult>();
    api.geocodeAddress.mockReturnValue(call.promise);
    fillForward();
    fireEvent.click(within(forward()).getByRole('button', { name: 'Geocode Address' }));
    const busy = within(forward()).getByRole('button', { name: 'Geocoding...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    // Ranked from where the visitor is looking: the map's centre.
    expect(api.geocodeAddress).toHaveBeenCalledWith({
      street: 'Kungsgatan 12',
      city: 'Göteborg',
      state: 'Västra Götaland',
      countryCode: 'US',
      focus: { lat: 47.14, lng: 9.52 },
    });
    call.resolve(RESULT);
    await screen.findByText('Geocoding Results');
    expect(within(forward()).getByRole('button', { name: 'Geocode Address' })).toBeTruthy();
    expect(field('Latitude')).toBe('57.706500');
    expect(field('Longitude')).toBe('11.966800');
    expect(field('Street')).toBe('Kungsgatan 12');
    expect(field('City')).toBe('Göteborg');
    expect(field('County')).toBe('Göteborgs kommun');
    expect(field('State')).toBe('Västra Götaland');
    expect(field('Country')).toBe('SE');
    expect(field('Postal Code')).toBe('411 19');
    expect(field('Side of Street')).toBe('R (right)');
    const quality = screen.getByRole('link', { name: 'ADDRESS' });
    expect(quality.getAttribute('href')).toBe('https://example.test/quality');
    expect(screen.getByTestId('quality-reading').textContent).toMatch(/^Matched a street address/);
    expect(screen.queryByText('Nearest Intersection')).toBeNull();
    expect(screen.queryByText('Road Information')).toBeNull();
  });

  it("puts the engine's note first when the answer is less than was asked", async () => {
    api.geocodeAddress.mockResolvedValue({ ...RESULT, geocodeQualityCode: 'A5XAX', note: 'No street data for "1600 Pennsylvania Ave NW" here: the centre of Washington, D.C.' });
    fillForward();
    fireEvent.click(within(forward()).getByRole('button', { name: 'Geocode Address' }));
    const note = await screen.findByTestId('result-note');
    expect(note.textContent).toBe('No street data for "1600 Pennsylvania Ave NW" here: the centre of Washington, D.C.');
  });

  it('shows the server message inline when the call fails', async () => {
    api.geocodeAddress.mockRejectedValue(new ApiError(404, 'Not Found', '{"message":"No location found for this address"}'));
    fillForward();
    fireEvent.click(within(forward()).getByRole('button', { name: 'Geocode Address' }));
    const alert = await within(forward()).findByRole('alert');
    expect(alert.textContent).toContain('Geocoding failed');
    expect(alert.textContent).toContain('No location found for this address');
    expect(screen.queryByText('Geocoding Results')).toBeNull();
  });

  it('takes the previous result card away when the next call fails, so no old answer sits under the error', async () => {
    api.geocodeAddress.mockResolvedValueOnce(RESULT);
    fillForward();
    fireEvent.click(within(forward()).getByRole('button', { name: 'Geocode Address' }));
    await screen.findByText('Geocoding Results');
    api.geocodeAddress.mockRejectedValueOnce(new ApiError(404, 'Not Found', '{"message":"No location found for this address"}'));
    fireEvent.click(within(forward()).getByRole('button', { name: 'Geocode Address' }));
    await within(forward()).findByRole('alert');
    expect(screen.queryByText('Geocoding Results')).toBeNull();
  });

  it('keeps the answer of a later call when an earlier one fails after it', async () => {
    const slowForward = deferred<GeocodeResult>();
    api.geocodeAddress.mockReturnValue(slowForward.promise);
    api.reverseGeocode.mockResolvedValue(RESULT);
    fillForward();
    fireEvent.click(within(forward()).getByRole('button', { name: 'Geocode Address' }));
    type(reverseForm(), 'Latitude', '57.7');
    type(reverseForm(), 'Longitude', '11.97');
    fireEvent.click(within(reverseForm()).getByRole('button', { name: 'Reverse Geocode' }));
    await screen.findByText('Geocoding Results');
    slowForward.reject(new ApiError(404, 'Not Found', '{"message":"No location found for this address"}'));
    await within(forward()).findByRole('alert');
    expect(screen.getByText('Geocoding Results')).toBeTruthy();
  });
});

describe('reverse geocoding form', () => {
  it('has the spec placeholders and required messages', () => {
    expect((within(reverseForm()).getByLabelText('Latitude') as HTMLInputElement).placeholder).toBe('37.7749');
    expect((within(reverseForm()).getByLabelText('Longitude') as HTMLInputElement).placeholder).toBe('-122.4194');
    fireEvent.click(within(reverseForm()).getByRole('button', { name: 'Reverse Geocode' }));
    expect(within(reverseForm()).getByText('Latitude is required')).toBeTruthy();
    expect(within(reverseForm()).getByText('Longitude is required')).toBeTruthy();
    expect(api.reverseGeocode).not.toHaveBeenCalled();
  });

  it('has its own busy flag, and the latest answer replaces the shown result', async () => {
    const slowForward = deferred<GeocodeResult>();
    api.geocodeAddress.mockReturnValue(slowForward.promise);
    const fastReverse = deferred<GeocodeResult>();
    api.reverseGeocode.mockReturnValue(fastReverse.promise);

    fillForward();
    fireEvent.click(within(forward()).getByRole('button', { name: 'Geocode Address' }));
    type(reverseForm(), 'Latitude', '57.7');
    type(reverseForm(), 'Longitude', '11.97');
    fireEvent.click(within(reverseForm()).getByRole('button', { name: 'Reverse Geocode' }));
    expect(within(forward()).getByRole('button', { name: 'Geocoding...' })).toBeTruthy();
    expect(within(reverseForm()).getByRole('button', { name: 'Reverse Geocoding...' })).toBeTruthy();
    expect(api.reverseGeocode).toHaveBeenCalledWith({ lat: '57.7', lng: '11.97' });

    fastReverse.resolve(REVERSE);
    await screen.findByText('Nearest Intersection');
    expect(within(forward()).getByRole('button', { name: 'Geocoding...' })).toBeTruthy();
    expect(field('Street')).toBe('Vasagatan 3');
    expect(field('Intersection Distance')).toBe('12.3 m');
    expect(field('Intersection Label')).toBe('Vasagatan & Kungsportsavenyen');
    expect(field('Intersection Location')).toBe('57.700000, 11.970000');
    expect(field('Speed Limit')).toBe('30 km/h');
    expect(field('Toll Road')).toBe('No');

    slowForward.resolve(RESULT);
    await screen.findByRole('link', { name: 'ADDRESS' });
    expect(field('Street')).toBe('Kungsgatan 12');
    expect(screen.queryByText('Nearest Intersection')).toBeNull();
  });
});

describe('offline regions', () => {
  it('names every region the server has, with an address to try in each', () => {
    const note = screen.getByTestId('offline-note');
    expect(within(note).getByText('Offline map of Liechtenstein and Gothenburg, Sweden')).toBeTruthy();
    expect(note.textContent).toContain(
      'Try an address inside a region, such as Städtle 32 in Vaduz or Kungsgatan 12 in Göteborg, or click the map.',
    );
    expect(note.textContent).toContain('Gothenburg, Sweden has roads only.');
  });

  it('says when the result lies outside every region, and not when it is inside one', async () => {
    api.reverseGeocode.mockResolvedValueOnce({ ...RESULT, lat: 37.77493, lng: -122.41942, street: '', adminArea5: 'San Francisco' });
    type(reverseForm(), 'Latitude', '37.7749');
    type(reverseForm(), 'Longitude', '-122.4194');
    fireEvent.click(within(reverseForm()).getByRole('button', { name: 'Reverse Geocode' }));
    const warning = await screen.findByTestId('result-outside-coverage');
    expect(warning.textContent).toContain('This result is outside the offline regions');
    expect(warning.textContent).toContain('The offline map covers Liechtenstein and Gothenburg, Sweden.');

    api.geocodeAddress.mockResolvedValueOnce(RESULT);
    fillForward();
    fireEvent.click(within(forward()).getByRole('button', { name: 'Geocode Address' }));
    await screen.findByRole('link', { name: 'ADDRESS' });
    expect(screen.queryByTestId('result-outside-coverage')).toBeNull();
  });
});
