// The way people type: issue 30's queries, on both bundled regions. The geocode benches time them in process
// (geocode.bench.ts) and through the proxy (geocode-proxy.bench.ts).
export const peopleTyped = [
  'Städtle 32, Vaduz',
  'Vaduz Städtle 5',
  'Landstrasse 1, Schaan',
  'Malbunstr, Schaan',
  '52 Bodastr, Triesenberg',
  'Shaan',
  'Trisen',
  'Balzer',
  'Landesspital',
  'Bahnhof Schaan',
  'bank',
  'restaurants in liechtenstein',
  '9486, mauren',
  '47.12400621,9.6047552',
  'Aeulestrasse 30, 9490 Vaduz',
  'Paris',
  'Kungsgatan 12, Göteborg',
  'Vasagatan',
  'FL-9495 Triesen',
  'asdfghjkl',
];
