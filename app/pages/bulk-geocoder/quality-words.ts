// A row's quality code in plain words (MapQuest's granularity codes), and whether the point is only approximate:
// a street, postcode or place centre rather than the address itself.

const GRANULARITY: Record<string, string> = {
  P1: 'Exact address',
  L1: 'Interpolated address',
  I1: 'Intersection',
  B1: 'Street',
  B2: 'Street',
  B3: 'Street, nearest number',
  Z1: 'Postcode area',
  Z2: 'Postcode area',
  Z3: 'Postcode area',
  Z4: 'Postcode area',
  A6: 'Neighbourhood',
  A5: 'City',
  A4: 'County',
  A3: 'State',
  A1: 'Country',
};

export interface QualityWords {
  /** "Street", "Exact address, city not as given". */
  words: string;
  /** Street, postcode or place level: not the address asked for. */
  approximate: boolean;
}

/** "B1AAX" → { words: 'Street', approximate: true }; '' for a code it does not know. */
export function qualityInWords(code: string | undefined): QualityWords {
  const level = code?.slice(0, 2) ?? '';
  const base = GRANULARITY[level];
  if (!base) return { words: '', approximate: false };
  // Confidence letters: street name, then admin area (city, state, country), then postcode; C is a weak match.
  const [street, admin, postal] = [code!.charAt(2), code!.charAt(3), code!.charAt(4)];
  const doubts = [
    street === 'B' || street === 'C' ? 'street spelt differently' : '',
    admin === 'B' || admin === 'C' ? 'place not as given' : '',
    postal === 'C' ? 'postcode differs' : '',
  ].filter(Boolean);
  return { words: [base, ...doubts].join(', '), approximate: /^[BZA]/.test(level) };
}
