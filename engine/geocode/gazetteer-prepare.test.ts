// The world places' indexes are built ahead, when the device engine has time (RegionEngine.prepare), not by the
// first search that needs them: a phone's first 'Schaan L' keystroke waited ~300 ms for the cities' index.
import Flatbush from 'flatbush';
import { expect, it, vi } from 'vitest';
import { Gazetteer } from './gazetteer.ts';
import { readGazetteerData } from './gazetteer-node.ts';

it('builds the cities\' spatial index once, ahead of the searches that use it', () => {
  const finish = vi.spyOn(Flatbush.prototype, 'finish');
  const gazetteer = new Gazetteer(readGazetteerData());
  gazetteer.prepare();
  expect(finish).toHaveBeenCalledOnce();
  expect(gazetteer.nearestCity(47.14, 9.52)).not.toBeNull();
  expect(finish).toHaveBeenCalledOnce();
  finish.mockRestore();
});
