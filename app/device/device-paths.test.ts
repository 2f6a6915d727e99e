import { describe, expect, it } from 'vitest';
import { ANSWERABLE_PATHS } from '../../service/answers/answer-request.ts';
import { DEVICE_PATHS, deviceAnswerText } from './device-paths.ts';

describe('device paths', () => {
  it('are exactly the paths the device host answers', () => {
    expect([...DEVICE_PATHS].sort()).toEqual([...ANSWERABLE_PATHS].sort());
  });

  it('name the regions that answered', () => {
    expect(deviceAnswerText(['Liechtenstein'])).toBe('Answered on this device — offline region Liechtenstein');
    expect(deviceAnswerText(['Gothenburg, Sweden', 'Liechtenstein'])).toBe('Answered on this device — offline regions Gothenburg, Sweden and Liechtenstein');
  });
});
