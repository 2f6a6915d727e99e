// A street and house number against the region's address points: the point itself (P1), a point interpolated
// between known numbers (L1), the nearest known number (B3); each with a note when it is not the point asked for.
import { postcodeKey } from './address-book.ts';
import type { GeocodeContext } from './context.ts';
import { allowedEdits } from './fuzzy.ts';
import { haversineMeters } from './geo.ts';
import { matchKey, placeKey, streetKey, writtenOut } from './normalize.ts';
import { editConfidence, weaker, type Confidence } from './quality.ts';
import { addressResult, joinNotes } from './results.ts';
import { longerNamesWithWords } from './street-match.ts';
import type { GeocodeResult, StructuredQuery } from './types.ts';

/** Address groups (street + district) whose street is named like `text`, with the edits that took. */
export function addressGroups(ctx: GeocodeContext, text: string): { groups: number[]; edits: number; partial?: true } | null {
  const key = matchKey(text);
  // "Via 4 Novembre 104": a date written another way than the data writes it (Via IV Novembre, Via Quattro Novembre).
  const dated = ctx.sameDate(key).find((k) => ctx.addrByKey.has(k));
  const exact = ctx.addrByKey.get(writtenOut(key, (k) => ctx.addrByKey.has(k)) ?? key) ?? (dated === undefined ? undefined : ctx.addrByKey.get(dated));
  if (exact) return { groups: exact, edits: 0 };
  const max = allowedEdits(key);
  // The fewest edits, then the street with the most addresses.
  let best: { groups: number[]; edits: number } | null = null;
  for (const { at, edits } of ctx.addrFuzzyKeys.within(key, max)) {
    const groups = ctx.addrByKey.get(ctx.addrFuzzyKeys.keys[at]!)!;
    if (!best || edits < best.edits || (edits === best.edits && size(ctx, groups) > size(ctx, best.groups))) best = { groups, edits };
  }
  return best;
}

/**
 * Streets whose name holds every typed word in order, with words left out ("615 Wolfe St" = North Wolfe Street,
 * "Via Verdi 12" = Via Giuseppe Verdi), as Nominatim matches names. Only streets that have the house number (any,
 * `hasNumber` false), and only when one name is left after the town and postcode asked for: a partial name never
 * guesses between streets.
 */
function partialName(ctx: GeocodeContext, text: string, number: string, cityKey: string, postal: string, hasNumber = true): { groups: number[]; edits: number; partial: true } | null {
  const words = matchKey(text).split(' ').filter(Boolean);
  // A word of the name to go by: three letters or more, or an ordinal with its street's word ("10th St": West 10th
  // Street, East 10th Street).
  if (!words.some((w) => (w.length >= 3 && !/\d/.test(w)) || (words.length > 1 && ORDINAL.test(w)))) return null;
  const book = ctx.book;
  let hits: { key: string; groups: number[] }[] = [];
  for (const key of longerNamesWithWords(ctx.addrByKey, words)) {
    const groups = ctx.addrByKey.get(key)!;
    const withNumber = hasNumber ? groups.filter((g) => book.exact(g, number) !== undefined) : groups;
    if (withNumber.length) hits.push({ key, groups: withNumber });
  }
  const narrow = (keep: (g: number) => boolean) => {
    const kept = hits.map((h) => ({ key: h.key, groups: h.groups.filter(keep) })).filter((h) => h.groups.length);
    if (kept.length) hits = kept;
  };
  if (cityKey) narrow((g) => book.groups[g]!.cityKeys.has(cityKey));
  if (postal) narrow((g) => book.groups[g]!.postcodes.has(postal));
  return hits.length === 1 ? { groups: hits[0]!.groups, edits: 1, partial: true } : null;
}

const ORDINAL = /^\d+(?:st|nd|rd|th)$/;

function size(ctx: GeocodeContext, groups: number[]): number {
  return groups.reduce((n, g) => n + ctx.book.groups[g]!.members.length, 0);
}

export function matchAddress(
  ctx: GeocodeContext,
  streetText: string,
  number: string,
  q: StructuredQuery,
  /** `focus`: the map's centre, when one was given, to choose among same-named streets of several towns. */
  given: { admin: Confidence; stateNote?: string | undefined; focus?: { lat: number; lng: number } | undefined },
): GeocodeResult | null {
  const cityKey = q.city ? placeKey(q.city) : '';
  // The town by any of its names, or typed with a typo ("Shaan"), as search-ahead reads it.
  const town = q.city ? (ctx.localTown(cityKey)?.keys ?? new Set([cityKey])) : null;
  const inTown = (keys: ReadonlySet<string>) => town !== null && [...town].some((k) => keys.has(k));
  const postal = q.postalCode ? postcodeKey(q.postalCode) : '';
  // Every typed word in a longer name before a name a typo or two away.
  const typo = addressGroups(ctx, streetText);
  // A name typed whole whose streets lack the number, where one longer name holding its words has it ("820 Baltimore
  // Street": West Baltimore Street 820, not Highlandtown's Baltimore Street), as Nominatim prefers the house found.
  const lacks = typo?.edits === 0 && typo.groups.every((g) => ctx.book.exact(g, number) === undefined);
  // Nothing else named so: the one name holding the words, though it lacks the number ("Fornari 5": Via dei
  // Fornari's nearest number, as "Via dei Fornari 5" answers).
  const found = typo?.edits === 0 && !lacks ? typo : (partialName(ctx, streetText, number, cityKey, postal) ?? typo ?? partialName(ctx, streetText, number, cityKey, postal, false));
  if (!found) return null;
  const book = ctx.book;
  // The group in the city and postcode asked for, then one that has the number, then the biggest. Where the
  // group has the number, that address's own town and postcode count: a municipality's group may hold a few
  // addresses of the next town (its boundary is not the postal one), and then the other town's group is meant.
  const addr = ctx.search.addr;
  // "Aeulestrasse" and "Äulestrasse" share a match key: the one spelt as typed wins a tie.
  const typed = streetKey(streetText);
  const score = (g: number) => {
    const group = book.groups[g]!;
    const exact = book.exact(g, number);
    const inCity = exact !== undefined && addr.city[exact] ? !!town?.has(placeKey(addr.city[exact]!)) : inTown(group.cityKeys);
    const inPostcode = exact !== undefined ? postcodeKey(book.postcodeNear(exact)) === postal : group.postcodes.has(postal);
    return (town && inCity ? 8 : 0) + (postal && inPostcode ? 4 : 0) + (exact !== undefined ? 2 : 0) + (group.key === typed ? 1 : 0) + nearFocus(g, exact) + group.members.length / 1e6;
  };
  // Of same-named streets alike, the one nearest the map's centre ("Landstrasse 1" seen over Vaduz is Vaduz's, as
  // search-ahead lists it), before the biggest; never before a town, postcode or spelling typed.
  const nearFocus = (g: number, exact: number | undefined) => {
    if (!given.focus || found.groups.length < 2) return 0;
    const at = book.point(exact ?? book.middle(g));
    return 0.9 / (1 + haversineMeters(given.focus.lat, given.focus.lng, at.lat, at.lng) / 1000);
  };
  const g = found.groups.reduce((best, x) => (score(x) > score(best) ? x : best));
  const group = book.groups[g]!;
  // A group whose addresses name no town is in the town of where it lies (the gazetteer's, without boundaries).
  const where = () => {
    const mid = book.point(book.middle(g));
    return new Set([placeKey(ctx.placeAt(group.district, mid.lat, mid.lng).city)]);
  };
  // "2500 Boston Street, Canton": a part of the town mapped only as a point holds the houses near it.
  const exactAt = book.exact(g, number);
  const nearPart = () => exactAt !== undefined && ctx.withinPlace(cityKey, book.point(exactAt).lat, book.point(exactAt).lng);
  const inCity = !town || inTown(group.cityKeys.size ? group.cityKeys : where()) || nearPart();
  const admin = inCity ? given.admin : weaker(given.admin, 'C');
  const cityNote = inCity ? undefined : `${group.street} is not in ${q.city}`;
  const street = editConfidence(found.edits);
  const postalOf = (addr: number): Confidence => {
    const has = book.postcodeNear(addr);
    return !postal || !has ? 'X' : postcodeKey(has) === postal ? 'A' : 'C';
  };
  const partial = found.partial ? `"${streetText}" read as ${group.street}` : undefined;
  const notes = (note?: string) => joinNotes(partial, note, cityNote, given.stateNote);

  const exact = book.exact(g, number);
  if (exact !== undefined) {
    const tagged = ctx.search.addr.number[exact]!;
    return addressResult(ctx, 'P1', book.point(exact), exact, { street, admin, postal: postalOf(exact) }, { street: ctx.streetNameOf(exact), houseNumber: tagged, note: notes() });
  }
  // Within the street, the addresses in the postcode and town asked for, when there are any.
  const a = addr;
  const asked = group.members.filter(
    (i) => (!postal || postcodeKey(book.postcodeNear(i)) === postal) && (!town || !a.city[i] || town.has(placeKey(a.city[i]!))),
  );
  const members = asked.length ? asked : group.members;
  const same = book.sameNumber(members, number);
  if (same !== undefined) {
    const tagged = ctx.search.addr.number[same]!;
    return addressResult(ctx, 'L1', book.point(same), same, { street, admin, postal: postalOf(same) }, {
      street: ctx.streetNameOf(same),
      houseNumber: number,
      note: notes(`No address point for ${number}: placed at ${ctx.streetNameOf(same)} ${tagged}`),
    });
  }
  const between = book.interpolate(members, number);
  if (between) {
    const [lo, hi] = [ctx.search.addr.number[between.below]!, ctx.search.addr.number[between.above]!];
    const name = ctx.streetNameOf(between.below);
    return addressResult(ctx, 'L1', between, between.below, { street, admin, postal: postalOf(between.below) }, {
      street: name,
      houseNumber: number,
      note: notes(`Interpolated between ${name} ${lo} and ${hi}`),
    });
  }
  const nearest = book.nearestNumber(members, number) ?? book.middle(g);
  const tagged = ctx.search.addr.number[nearest]!;
  const name = ctx.streetNameOf(nearest);
  return addressResult(ctx, 'B3', book.point(nearest), nearest, { street, admin, postal: postalOf(nearest) }, {
    street: name,
    note: notes(`No house number ${number} on ${name}: nearest known number is ${tagged}`),
  });
}
