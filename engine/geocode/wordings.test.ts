// Street words cut or written another way in the Romance languages, Dutch and Russian (Nominatim's variants-ca,
// -es, -fr, -it, -pt, -nl and -ru lists): "C/ Solana", "Av. Meritxell 11", "Ctra. General", "trav. d'Ordino"
// (Carrer, Avinguda, Carretera, Travessia), "Bd des Moulins", "Ch. des Révoires", "R. Augusta", "V Goito", "St.
// Jansstraat" (Sint), "Jan vd Heijdenstraat", titles ("Rua Dr. Sylvio Müller", "Carrer Mn. Tremosa"), two cut words
// ("R. Mq. de Pombal"), "ул. Милашенкова", "Калибровская ул.", and a name the data cuts typed whole ("Avinguda de
// Joan Martí" for "Av. de Joan Martí"). Before, most answered nothing or a place of another name, and a half-typed
// one nothing in search-ahead.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [
    { id: 'node/1', lat: 42.5069, lng: 1.5212, kind: 'town', names: ['Andorra la Vella'] },
    { id: 'node/2', lat: 42.5359, lng: 1.5836, kind: 'town', names: ['Encamp'] },
  ],
  addresses: [{ id: 'node/10', lat: 42.50804, lng: 1.52437, housenumber: '11', street: 'Avinguda Meritxell', postcode: 'AD500', city: 'Andorra la Vella' }],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Wordings', [
    way('way/1', 'Avinguda Meritxell', [[1.5235, 42.5077], [1.5252, 42.5085]]),
    way('way/2', 'Carrer Solana', [[1.5830, 42.5362], [1.5845, 42.5368]]),
    way('way/3', 'Carretera General', [[1.5300, 42.5550], [1.5330, 42.5570]], 'primary'),
    way('way/4', "Travessia d'Ordino", [[1.5320, 42.5558], [1.5335, 42.5563]]),
    way('way/5', 'Carrer Mossèn Tremosa', [[1.5225, 42.5080], [1.5235, 42.5088]]),
    way('way/6', 'Av. de Joan Martí', [[1.5765, 42.5325], [1.5795, 42.5335]]),
    way('way/7', 'Boulevard des Moulins', [[7.4240, 43.7400], [7.4270, 43.7420]]),
    way('way/8', 'Chemin des Révoires', [[7.4150, 43.7380], [7.4170, 43.7390]]),
    way('way/9', 'Rua Augusta', [[-9.1380, 38.7090], [-9.1370, 38.7110]]),
    way('way/10', 'Via Goito', [[12.4990, 41.9060], [12.5000, 41.9070]]),
    way('way/11', 'Sint Jansstraat', [[4.8950, 52.3740], [4.8960, 52.3745]]),
    way('way/12', 'Jan van der Heijdenstraat', [[4.8900, 52.3550], [4.8920, 52.3555]]),
    // Haarlem has both.
    way('way/13', 'Jansstraat', [[4.8970, 52.3750], [4.8980, 52.3755]]),
    way('way/14', 'Rue de Rivoli', [[2.3400, 48.8600], [2.3450, 48.8590]]),
    way('way/15', 'Rua Doutor Sylvio Müller', [[-54.6200, -20.4600], [-54.6190, -20.4590]]),
    way('way/16', 'Alameda Santos', [[-46.6550, -23.5650], [-46.6530, -23.5640]]),
    way('way/17', 'Rua Marquês de Pombal', [[-54.6100, -20.4500], [-54.6090, -20.4490]]),
    way('way/18', 'улица Милашенкова', [[37.5800, 55.8200], [37.5850, 55.8210]]),
    way('way/19', 'Калибровская улица', [[37.6300, 55.8100], [37.6350, 55.8110]]),
    way('way/20', 'Rue Colonel Bellando de Castro', [[7.4220, 43.7300], [7.4225, 43.7305]]),
    way('way/21', 'Quai Antoine 1er', [[7.4245, 43.7320], [7.4255, 43.7330]]),
  ], drawn);
});

describe('a street word cut or written another way', () => {
  it.each([
    ['C/ Solana', 'Carrer Solana'],
    ['c. Solana, Encamp', 'Carrer Solana'],
    ['Av. Meritxell', 'Avinguda Meritxell'],
    ['Avda Meritxell', 'Avinguda Meritxell'],
    ['Ctra. General', 'Carretera General'],
    ["trav. d'Ordino", "Travessia d'Ordino"],
    ['Carrer Mn. Tremosa', 'Carrer Mossèn Tremosa'],
    ['Avinguda de Joan Martí', 'Av. de Joan Martí'],
    ['Encamp, Av. de Joan Martí', 'Av. de Joan Martí'],
    ['Bd des Moulins', 'Boulevard des Moulins'],
    ['Boul. des Moulins', 'Boulevard des Moulins'],
    ['Ch. des Révoires', 'Chemin des Révoires'],
    ['R. Augusta', 'Rua Augusta'],
    ['V Goito', 'Via Goito'],
    ['St. Jansstraat', 'Sint Jansstraat'],
    ['Jan vd Heijdenstraat', 'Jan van der Heijdenstraat'],
    ['R. de Rivoli', 'Rue de Rivoli'],
    ['Rua Dr. Sylvio Müller', 'Rua Doutor Sylvio Müller'],
    ['Al. Santos', 'Alameda Santos'],
    ['R. Mq. de Pombal', 'Rua Marquês de Pombal'],
    ['ул. Милашенкова', 'улица Милашенкова'],
    ['Калибровская ул.', 'Калибровская улица'],
    ['rue Col. Bellando de Castro', 'Rue Colonel Bellando de Castro'],
    ['Quai Antoine premier', 'Quai Antoine 1er'],
    ['quai Antoine Ier', 'Quai Antoine 1er'],
  ])('%s: %s', (location, street) => {
    const r = g.forward({ location });
    expect(r?.street).toBe(street);
    expect(r?.geocodeQualityCode).toMatch(/^B1/);
  });

  it('with a house number and town: the house', () => {
    const r = g.forward({ location: 'Av. Meritxell 11, Andorra la Vella' });
    expect(r?.geocodeQualityCode).toMatch(/^P1AA/);
  });

  it('half-typed in search-ahead: the street first', () => {
    expect(g.suggest('Av. Merit', { limit: 3 })[0]?.name).toBe('Avinguda Meritxell');
    expect(g.suggest('C/ Sol', { limit: 3 })[0]?.name).toBe('Carrer Solana');
  });

  it('a word written so that names no street changes nothing', () => {
    expect(g.forward({ location: 'C/ Nowhere' })).toBeNull();
  });
});
