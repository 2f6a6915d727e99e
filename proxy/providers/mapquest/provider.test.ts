import { afterEach, describe, expect, it } from 'vitest';
import { MockAgent, errors } from 'undici';
import { createMapquestProvider, focusBox } from './provider.ts';
import { BASE, SERVER_KEY, fixture, mapquestHarness, type Harness } from './test-upstream.ts';

let h: Harness;
afterEach(async () => h?.app.close());

const post = (url: string, payload: object) => h.app.inject({ method: 'POST', url, payload });

describe('mapquest adapter: requests and mapped answers', () => {
  it('directions: SPEC options, closed tour, shape as [lat, lng] pairs', async () => {
    h = await mapquestHarness();
    h.answer('/directions/v2/route', 200, fixture('directions-route.json'));
    const res = await post('/api/route-directions', {
      locations: [
        { latitude: '39.750307', longitude: '-104.999472' },
        { latitude: 39.678703, longitude: -104.959717 },
      ],
      returnToStart: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      distance: 12.412,
      time: 1354,
      formattedTime: '00:22:34',
      legs: [
        {
          distance: 6.206,
          time: 677,
          formattedTime: '00:11:17',
          maneuvers: [
            { kind: 'depart', street: 'Blake St', narrative: 'Start out going south on Blake St', lat: 39.750307, lng: -104.999472, distance: 1, time: 100 },
            { kind: 'turn', modifier: 'left', street: 'E Colfax Ave', narrative: 'Turn left onto E Colfax Ave/US-40', lat: 39.74, lng: -104.99, distance: 5.206, time: 577 },
            { kind: 'arrive', street: '', narrative: 'Proceed to your destination', lat: 39.678703, lng: -104.959717, distance: 0, time: 0 },
          ],
        },
        {
          distance: 6.206,
          time: 677,
          formattedTime: '00:11:17',
          maneuvers: [{ kind: 'arrive', street: '', narrative: 'Proceed to your destination', lat: 39.750307, lng: -104.999472, distance: 0, time: 0 }],
        },
      ],
      shape: [
        [39.750307, -104.999472],
        [39.71, -104.98],
        [39.678703, -104.959717],
        [39.750307, -104.999472],
      ],
    });
    const call = h.seen[0];
    expect(call?.method).toBe('POST');
    expect(call?.query.get('key')).toBe(SERVER_KEY);
    expect(call?.body).toMatchObject({
      locations: [
        { latLng: { lat: 39.750307, lng: -104.999472 } },
        { latLng: { lat: 39.678703, lng: -104.959717 } },
        { latLng: { lat: 39.750307, lng: -104.999472 } },
      ],
      options: { unit: 'm', routeType: 'fastest', avoids: [], useTraffic: false, timeType: 2, fullShape: true, shapeFormat: 'raw', narrativeType: 'text' },
    });
  });

  it('directions: passes a walking or cycling route type on to the provider', async () => {
    h = await mapquestHarness();
    h.answer('/directions/v2/route', 200, fixture('directions-route.json'));
    const locations = [
      { lat: 39.750307, lng: -104.999472 },
      { lat: 39.678703, lng: -104.959717 },
    ];
    expect((await post('/api/route-directions', { locations, routeType: 'pedestrian' })).statusCode).toBe(200);
    expect(h.seen[0]?.body).toMatchObject({ options: { routeType: 'pedestrian', unit: 'm' } });
    h.answer('/directions/v2/routematrix', 200, fixture('route-matrix.json'));
    const three = [...locations, { lat: 39.6478, lng: -104.9878 }];
    expect((await post('/api/route-matrix', { locations: three, routeType: 'bicycle' })).statusCode).toBe(200);
    expect(h.seen[1]?.body).toMatchObject({ options: { routeType: 'bicycle', allToAll: true } });
  });

  it('van and truck: refused in words for directions, matrix and optimize, with no upstream call (MapQuest has no truck routing here)', async () => {
    h = await mapquestHarness();
    const locations = [
      { lat: 39.750307, lng: -104.999472 },
      { lat: 39.678703, lng: -104.959717 },
    ];
    for (const vehicle of ['van', 'truck']) {
      for (const res of [
        await post('/api/route-directions', { locations, vehicle }),
        await post('/api/route-matrix', { locations, vehicle }),
        await post(`/api/optimize-route?vehicle=${vehicle}`, locations.map((p) => ({ latitude: p.lat, longitude: p.lng }))),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(
          `MapQuest routes cars only here: its truck routing is an enterprise service this server does not use, so no route was made for this ${vehicle}. Choose Car as the vehicle, or use the offline engine, which keeps a ${vehicle} off roads too low, narrow or weak for it.`,
        );
      }
    }
    expect(h.seen).toHaveLength(0);
    // A car, named or not, is routed as before.
    h.answer('/directions/v2/route', 200, fixture('directions-route.json'));
    expect((await post('/api/route-directions', { locations, vehicle: 'car' })).statusCode).toBe(200);
    expect(h.seen[0]?.body).toMatchObject({ options: { routeType: 'fastest' } });
  });

  it('vehicle: an unknown one, or a van on foot, is a 400 naming the field', async () => {
    h = await mapquestHarness();
    const locations = [
      { lat: 39.750307, lng: -104.999472 },
      { lat: 39.678703, lng: -104.959717 },
    ];
    const bus = await post('/api/route-directions', { locations, vehicle: 'bus' });
    expect(bus.statusCode).toBe(400);
    expect(bus.json().message).toMatch(/vehicle must be one of car, van, truck/);
    const walkingVan = await post('/api/route-matrix', { locations, vehicle: 'van', routeType: 'pedestrian' });
    expect(walkingVan.statusCode).toBe(400);
    expect(walkingVan.json().message).toMatch(/vehicle van needs a driving route \(routeType fastest\), not pedestrian/);
    expect(h.seen).toHaveLength(0);
  });

  it('matrix: allToAll with timeType 1, cells of miles and seconds', async () => {
    h = await mapquestHarness();
    h.answer('/directions/v2/routematrix', 200, fixture('route-matrix.json'));
    const res = await post('/api/route-matrix', {
      locations: [
        { lat: 39.7392, lng: -104.9903 },
        { lat: 39.8367, lng: -105.0372 },
        { lat: 39.6478, lng: -104.9878 },
      ],
      allToAll: true,
    });
    expect(res.statusCode).toBe(200);
    const { matrix } = res.json();
    expect(matrix[0][1]).toEqual({ distance: 13.052, time: 1037 });
    expect(matrix[1][0]).toEqual({ distance: 11.67, time: 990 });
    expect(matrix[2][2]).toEqual({ distance: 0, time: 0 });
    expect(h.seen[0]?.body).toMatchObject({ options: { allToAll: true, timeType: 1, unit: 'm', routeType: 'fastest' } });
  });

  it('optimize: matrix from the provider, planner ids back in visiting order', async () => {
    h = await mapquestHarness();
    h.answer('/directions/v2/routematrix', 200, fixture('route-matrix.json'));
    const res = await post('/api/optimize-route', [
      { id: 11, latitude: '39.7392', longitude: '-104.9903', deliveryStartAt: null, deliveryEndAt: null },
      { id: 12, latitude: '39.8367', longitude: '-105.0372', deliveryStartAt: null, deliveryEndAt: null },
      { id: 13, latitude: '39.6478', longitude: '-104.9878', deliveryStartAt: null, deliveryEndAt: null },
      { id: -1, latitude: '39.7392', longitude: '-104.9903', deliveryStartAt: null, deliveryEndAt: null },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Closed tours: 0→1→2→0 = 1037+800+560 = 2397 s; 0→2→1→0 = 540+820+990 = 2350 s, the faster one.
    expect(body.sequence).toEqual([11, 13, 12]);
    expect(body.time).toBe(2350);
    expect(body.formattedTime).toBe('00:39:10');
    expect(body.distance).toBeCloseTo(4.2 + 10.1 + 11.67, 6);
    expect(body.returnToStart).toBe(true);
    expect(h.seen[0]?.body).toMatchObject({ locations: { length: 3 } });
  });

  it('geocode: 5-box request, SPEC §3 result', async () => {
    h = await mapquestHarness();
    h.answer('/geocoding/v1/address', 200, fixture('geocode-address.json'));
    const res = await post('/api/geocode', { street: '1555 Blake St', city: 'Denver', state: 'CO', countryCode: 'us' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      lat: 39.750307,
      lng: -104.999472,
      street: '1555 Blake St',
      adminArea5: 'Denver',
      adminArea4: 'Denver County',
      adminArea3: 'CO',
      adminArea1: 'US',
      postalCode: '80202-1625',
      geocodeQuality: { url: expect.stringContaining('quality-codes'), value: 'POINT' },
      geocodeQualityCode: 'P1AAA',
      sideOfStreet: 'L',
    });
    expect(h.seen[0]?.body).toMatchObject({ location: { street: '1555 Blake St', city: 'Denver', state: 'CO', country: 'US' } });
  });

  it('geocode and batch row: a focus is sent as a boundingBox around it (ranks results inside first); none without one', async () => {
    h = await mapquestHarness();
    h.answer('/geocoding/v1/address', 200, fixture('geocode-address.json'));
    const blake = { street: '1555 Blake St', city: 'Denver', state: 'CO' };
    expect((await post('/api/geocode', { ...blake, focus: { lat: 39.75, lng: -105 } })).statusCode).toBe(200);
    const box = { ul: { lat: 39.974578, lng: -105.292099 }, lr: { lat: 39.525422, lng: -104.707901 } };
    expect(h.seen[0]?.body).toEqual({
      location: { street: '1555 Blake St', city: 'Denver', state: 'CO', country: 'US' },
      options: { thumbMaps: false, maxResults: 1, boundingBox: box },
    });
    h.answer('/geocoding/v1/address', 200, fixture('geocode-address.json'));
    const row = await post('/api/geocode-batch', { location: 'coffee near me', focus: { lat: '39.75', lng: '-105' }, apiKey: 'VISITOR-KEY-1' });
    expect(row.json().providedLocation).toBe('coffee near me');
    expect(h.seen[1]?.body).toEqual({ location: 'coffee near me', options: { thumbMaps: false, maxResults: 1, boundingBox: box } });
    h.answer('/geocoding/v1/address', 200, fixture('geocode-address.json'));
    await post('/api/geocode-batch', { ...blake, focus: { lat: 39.75, lng: -105 }, apiKey: 'VISITOR-KEY-1' });
    expect(h.seen[2]?.body).toEqual({ location: blake, options: { thumbMaps: false, maxResults: 1, boundingBox: box } });
    h.answer('/geocoding/v1/address', 200, fixture('geocode-address.json'));
    await post('/api/geocode', blake);
    expect(h.seen[3]?.body).toEqual({ location: { ...blake, country: 'US' }, options: { thumbMaps: false, maxResults: 1 } });
  });

  it('geocode: a focus by a pole or the antimeridian stays within the map', () => {
    expect(focusBox({ lat: 89.9, lng: 179.9 })).toEqual({ ul: { lat: 90, lng: expect.any(Number) }, lr: { lat: 89.675422, lng: 180 } });
    expect(focusBox({ lat: -89.9, lng: -179.9 }).ul.lng).toBe(-180);
  });

  it('geocode: no locations is a 404', async () => {
    h = await mapquestHarness();
    h.answer('/geocoding/v1/address', 200, fixture('geocode-empty.json'));
    const res = await post('/api/geocode', { street: 'zzzz', city: 'x', state: 'y' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No location found for this address' });
  });

  it('reverse geocode: nearest intersection with numeric distance, road metadata with unknown toll', async () => {
    h = await mapquestHarness();
    h.answer('/geocoding/v1/reverse', 200, fixture('geocode-reverse.json'));
    const res = await post('/api/reverse-geocode', { lat: '35.0134', lng: '-87.5237' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      street: '112 Posey Cir',
      nearestIntersection: { streetDisplayName: 'Posey Cir', distanceMeters: 851.16, label: 'Danley Rd & Posey Cir', latLng: { latitude: 35.013434, longitude: -87.523761 } },
      roadMetadata: { speedLimit: 40, speedLimitUnits: 'mph', tollRoad: null },
    });
    expect(h.seen[0]?.body).toEqual({
      location: { latLng: { lat: 35.0134, lng: -87.5237 } },
      options: { thumbMaps: false },
      includeNearestIntersection: true,
      includeRoadMetadata: true,
    });
  });

  it('batch row: the visitor key is used for that call, the server key is not', async () => {
    h = await mapquestHarness();
    h.answer('/geocoding/v1/address', 200, fixture('geocode-address.json'));
    const res = await post('/api/geocode-batch', { street: '1555 Blake St', city: 'Denver', state: 'CO', apiKey: 'VISITOR-KEY-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      lat: 39.750307,
      lng: -104.999472,
      displayName: '1555 Blake St, Denver, CO 80202-1625, US',
      quality: 'POINT',
      geocodeQualityCode: 'P1AAA',
      sideOfStreet: 'L',
      providedLocation: '1555 Blake St, Denver, CO',
    });
    expect(h.seen[0]?.query.get('key')).toBe('VISITOR-KEY-1');
    expect(res.body).not.toContain('VISITOR-KEY-1');
  });

  it('batch row: no visitor key is a 400 naming apiKey', async () => {
    h = await mapquestHarness();
    const res = await post('/api/geocode-batch', { location: 'Denver, CO' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/"apiKey"/);
    expect(h.seen).toHaveLength(0);
  });

  it('predictions: SPEC collections, limit 8, location bias as lng,lat; planner result shape', async () => {
    h = await mapquestHarness();
    h.answer('/search/v3/prediction', 200, fixture('search-prediction.json'));
    const res = await h.app.inject({ method: 'GET', url: '/api/search/predictions?q=blue%20bot&lat=37.77&lng=-122.42' });
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json();
    expect(first).toMatchObject({
      name: 'Blue Bottle Coffee',
      lat: 37.77632,
      lng: -122.42594,
      displayString: 'Blue Bottle Coffee, 315 Linden St, San Francisco, CA',
      resultId: 'mqId:4258a9c1-0d3b-4f8a-9b3e-0c5f1a2b3c4d',
      type: 'poi',
      address: '315 Linden St',
      place: { type: 'Feature', geometry: { type: 'Point', coordinates: [-122.42594, 37.77632] } },
    });
    expect(first.place.properties.extra).toBeUndefined();
    expect(second.address).toBeNull();
    const q = h.seen[0]?.query;
    expect(q?.get('collection')).toBe('poi,category,address');
    expect(q?.get('limit')).toBe('8');
    expect(q?.get('location')).toBe('-122.42,37.77');
  });

  it('search locations: suggestions with latitude and longitude', async () => {
    h = await mapquestHarness();
    h.answer('/search/v3/prediction', 200, fixture('search-prediction.json'));
    const res = await post('/api/search/locations', { query: 'San Fra' });
    expect(res.statusCode).toBe(200);
    expect(res.json()[1]).toMatchObject({ displayString: 'San Francisco, CA, US', latitude: 37.774929, longitude: -122.419416 });
  });

  it('traffic incidents: bounding box as ulLat,ulLng,lrLat,lrLng; optional end time; source MapQuest', async () => {
    h = await mapquestHarness();
    h.answer('/traffic/v2/incidents', 200, fixture('traffic-incidents.json'));
    const res = await post('/api/traffic/incidents', { boundingBox: { ul: { lat: 39.95, lng: -105.25 }, lr: { lat: 39.52, lng: -104.71 } } });
    expect(res.statusCode).toBe(200);
    const [a, b] = res.json();
    expect(a).toMatchObject({ id: '98518834', severity: 2, impacting: false, endTime: '2021-06-01T17:01:00', source: 'MapQuest' });
    expect(b).toMatchObject({ id: '98519900', severity: 4, impacting: true, source: 'MapQuest' });
    expect(b.endTime).toBeUndefined();
    expect(h.seen[0]?.query.get('boundingBox')).toBe('39.95,-105.25,39.52,-104.71');
  });

  it('map config: tiles through the proxy, placeholder apiKey, never the server key', async () => {
    h = await mapquestHarness();
    const res = await h.app.inject({ method: 'GET', url: '/api/map/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'mapquest', hasKey: true, apiKey: 'proxy', tileUrl: '/tiles/map/{z}/{x}/{y}' });
    expect(res.json().styles.map((s: { id: string }) => s.id)).toEqual(['map', 'satellite']);
    expect(res.body).not.toContain(SERVER_KEY);
  });

  it('tiles: template filled with the tile centre and the server key; image passed through', async () => {
    h = await mapquestHarness({ mapquestTileUrl: `${BASE}/tile?key={key}&c={lat},{lng}&z={z}&t={type}` });
    h.answer('/tile', 200, 'PNGDATA', 'image/png');
    const res = await h.app.inject({ method: 'GET', url: '/tiles/satellite/1/0/0' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body).toBe('PNGDATA');
    const q = h.seen[0]?.query;
    expect(q?.get('key')).toBe(SERVER_KEY);
    expect(q?.get('t')).toBe('sat');
    expect(q?.get('c')).toBe('66.513260,-90.000000');
  });
});

describe('mapquest adapter: answers reused for ANSWER_CACHE_SECONDS', () => {
  const blake = { street: '1555 Blake St', city: 'Denver', state: 'CO' };

  it('the same question asked again is answered without calling MapQuest; another question is asked', async () => {
    h = await mapquestHarness();
    h.answer('/geocoding/v1/address', 200, fixture('geocode-address.json'));
    const first = await post('/api/geocode', blake);
    const again = await post('/api/geocode', blake);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(h.seen).toHaveLength(1);
    h.answer('/geocoding/v1/address', 200, fixture('geocode-empty.json'));
    expect((await post('/api/geocode', { ...blake, street: '1557 Blake St' })).statusCode).toBe(404);
    expect(h.seen).toHaveLength(2);
  });

  it('a failure is not kept: the next ask goes to MapQuest again', async () => {
    h = await mapquestHarness();
    h.answer('/geocoding/v1/address', 400, fixture('geocode-bad-request.json'));
    expect((await post('/api/geocode', blake)).statusCode).toBe(502);
    h.answer('/geocoding/v1/address', 200, fixture('geocode-address.json'));
    expect((await post('/api/geocode', blake)).statusCode).toBe(200);
    expect(h.seen).toHaveLength(2);
  });

  it("a visitor's own key is spent on every call; 0 seconds asks every time", async () => {
    h = await mapquestHarness();
    for (let i = 0; i < 2; i++) {
      h.answer('/geocoding/v1/address', 200, fixture('geocode-address.json'));
      expect((await post('/api/geocode-batch', { ...blake, apiKey: 'VISITOR-KEY-1' })).statusCode).toBe(200);
    }
    expect(h.seen).toHaveLength(2);
    await h.app.close();

    h = await mapquestHarness({ answerCacheSeconds: 0 });
    for (let i = 0; i < 2; i++) {
      h.answer('/geocoding/v1/address', 200, fixture('geocode-address.json'));
      expect((await post('/api/geocode', blake)).statusCode).toBe(200);
    }
    expect(h.seen).toHaveLength(2);
  });
});

describe('mapquest adapter: failures become 502/504 with a message', () => {
  const directions = { locations: [{ lat: 39.7, lng: -105 }, { lat: 39.8, lng: -105.1 }] };

  it('info statuscode: the provider message is passed on', async () => {
    h = await mapquestHarness();
    h.answer('/directions/v2/route', 200, fixture('directions-unroutable.json'));
    const res = await post('/api/route-directions', directions);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'We are unable to route with the given locations.' });
  });

  it('info statuscode without messages: SPEC fallback text', async () => {
    h = await mapquestHarness();
    h.answer('/directions/v2/route', 200, fixture('directions-no-message.json'));
    const res = await post('/api/route-directions', directions);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/^Failed to calculate route: the maps provider answered status 500$/);
  });

  it('plain-text 403 (bad key): the provider text is passed on', async () => {
    h = await mapquestHarness();
    h.answer('/directions/v2/routematrix', 403, fixture('forbidden-403.txt'), 'text/plain');
    const res = await post('/api/route-matrix', directions);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'The AppKey submitted with this request is invalid.' });
  });

  it('HTTP 400 with an info envelope: its message', async () => {
    h = await mapquestHarness();
    h.answer('/geocoding/v1/address', 400, fixture('geocode-bad-request.json'));
    const res = await post('/api/geocode', { street: '1', city: 'x', state: 'y' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Illegal argument from request: Insufficient info for location');
  });

  it('HTTP 500 with an info envelope: words that are not a known message go to the log, the fallback to the visitor', async () => {
    const lines: string[] = [];
    h = await mapquestHarness({ logLevel: 'error' }, { write: (line) => void lines.push(line) });
    h.answer('/traffic/v2/incidents', 500, fixture('server-error-500.json'));
    const res = await post('/api/traffic/incidents', { boundingBox: { ul: { lat: 40, lng: -105 }, lr: { lat: 39, lng: -104 } } });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/^Failed to .+: the maps provider answered status 500$/);
    expect(lines.join('\n')).toContain('The maps provider said: Error processing request: internal failure');
  });

  it('HTTP 503 with an HTML page: fallback text, no HTML', async () => {
    h = await mapquestHarness();
    h.answer('/directions/v2/routematrix', 503, '<html><body>Service Unavailable</body></html>', 'text/html');
    const res = await post('/api/route-matrix', directions);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'Failed to calculate route matrix: the maps provider answered HTTP 503' });
  });

  it('malformed JSON with 200: 502 unreadable answer, optimize fallback text', async () => {
    h = await mapquestHarness();
    h.answer('/directions/v2/routematrix', 200, fixture('truncated.json.txt'));
    const res = await post('/api/optimize-route', [
      { latitude: 1, longitude: 1 },
      { latitude: 1.1, longitude: 1.1 },
    ]);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'Failed to optimize route: the maps provider sent an unreadable answer' });
  });

  it('valid JSON of the wrong shape: 502 unexpected answer', async () => {
    h = await mapquestHarness();
    h.answer('/directions/v2/route', 200, JSON.stringify({ route: { distance: 'far' }, info: { statuscode: 0, messages: [] } }));
    const res = await post('/api/route-directions', directions);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Failed to calculate route: the maps provider sent an unexpected answer');
  });

  it('a matrix of the wrong size: 502', async () => {
    h = await mapquestHarness();
    h.answer('/directions/v2/routematrix', 200, fixture('route-matrix.json'));
    const res = await post('/api/route-matrix', directions);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/wrong size/);
  });

  it('no answer within the deadline: 504', async () => {
    h = await mapquestHarness({ upstreamTimeoutMs: 50 });
    h.agent
      .get(BASE)
      .intercept({ path: (p) => p.startsWith('/directions/v2/route?'), method: 'POST' })
      .reply(200, fixture('directions-route.json'))
      .delay(1000);
    const res = await post('/api/route-directions', directions);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ message: 'Failed to calculate route: the maps provider did not answer in time' });
  });

  it("undici's headers timeout: 504", async () => {
    h = await mapquestHarness();
    h.agent.get(BASE).intercept({ path: (p) => p.startsWith('/geocoding/v1/reverse?'), method: 'POST' }).replyWithError(new errors.HeadersTimeoutError());
    const res = await post('/api/reverse-geocode', { lat: 1, lng: 2 });
    expect(res.statusCode).toBe(504);
    expect(res.json().message).toMatch(/did not answer in time/);
  });

  it('connection refused: 502 could not be reached', async () => {
    h = await mapquestHarness();
    h.agent.get(BASE).intercept({ path: (p) => p.startsWith('/search/v3/prediction?') }).replyWithError(new Error('connect ECONNREFUSED'));
    const res = await h.app.inject({ method: 'GET', url: '/api/search/predictions?q=abc' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'Failed to search locations: the maps provider could not be reached' });
  });

  it('a tile the provider does not have: 404; a non-image answer: 502', async () => {
    h = await mapquestHarness({ mapquestTileUrl: `${BASE}/tile/{z}/{x}/{y}?key={key}` });
    h.answer('/tile/2/1/1', 404, 'not found', 'text/plain');
    h.answer('/tile/2/1/2', 200, '{"oops":1}');
    expect((await h.app.inject({ method: 'GET', url: '/tiles/map/2/1/1' })).statusCode).toBe(404);
    const bad = await h.app.inject({ method: 'GET', url: '/tiles/map/2/1/2' });
    expect(bad.statusCode).toBe(502);
    expect(bad.json().message).toMatch(/not an image/);
  });

  it('an aborted call (visitor gone) stops waiting for the provider', async () => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    agent
      .get(BASE)
      .intercept({ path: (p) => p.startsWith('/directions/v2/route?'), method: 'POST' })
      .reply(200, fixture('directions-route.json'))
      .delay(3000);
    const provider = createMapquestProvider({ key: SERVER_KEY, baseUrl: BASE, tileUrlTemplate: '', dispatcher: agent, timeoutMs: 10_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const call = provider.directions(
      { points: [{ lat: 1, lng: 1 }, { lat: 2, lng: 2 }], returnToStart: false, timeType: 2, routeType: 'fastest' },
      { signal: controller.signal },
    );
    // Without the abort this would resolve with the fixture after the delay.
    await expect(call).rejects.toMatchObject({ statusCode: 502, message: 'The request was cancelled' });
    await agent.close();
  });
});
