// The results table (SPEC §2): 600 px tall, first 3 original columns, coordinates to 6 decimals, address,
// quality code (with its meaning in words) and a status badge; rows placed only at a street, postcode or place
// are tinted. Only the visible rows exist in the DOM, so 50,000 rows scroll smoothly.
import { Badge, Box, Text } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { isRowError, type RowResult } from '../../data/bulk/types.ts';
import { formatCoordinate } from './export-csv.ts';
import { qualityInWords } from './quality-words.ts';

export const TABLE_HEIGHT_PX = 600;
const ROW_HEIGHT_PX = 44;
const ORIGINAL_COLUMNS_SHOWN = 3;

export interface ResultsTableProps {
  columns: readonly string[];
  rows: readonly string[][];
  results: readonly (RowResult | undefined)[];
  /** Indices of the rows that have a result, in file order. */
  done: readonly number[];
}

const dash = (text: string | undefined): string => (text && text.trim() ? text : '-');

export function ResultsTable({ columns, rows, results, done }: ResultsTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const shown = columns.slice(0, ORIGINAL_COLUMNS_SHOWN);
  const headers = [...shown, 'Latitude', 'Longitude', 'Address', 'Quality', 'Status'];
  // Original columns share the space; the address gets the most; fixed widths for the short fields.
  const template = `${shown.map(() => 'minmax(120px, 1fr)').join(' ')} 110px 110px minmax(220px, 2fr) 220px 90px`;
  const virtualizer = useVirtualizer({
    count: done.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 10,
  });

  const cell = { px: '3', py: '2', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

  return (
    <Box
      ref={scroller}
      height={`${TABLE_HEIGHT_PX}px`}
      overflow="auto"
      borderWidth="1px"
      borderRadius="md"
      role="table"
      aria-label="Geocoding results"
      aria-rowcount={done.length + 1}
      data-testid="results-table"
      tabIndex={0}
    >
      <Box minW="fit-content" role="rowgroup" position="sticky" top="0" zIndex="1" bg="bg.muted">
        <Box role="row" display="grid" gridTemplateColumns={template} fontWeight="semibold" fontSize="sm" aria-rowindex={1}>
          {headers.map((h, i) => (
            <Box role="columnheader" key={`${i}-${h}`} {...cell}>
              {h}
            </Box>
          ))}
        </Box>
      </Box>
      <Box role="rowgroup" position="relative" minW="fit-content" height={`${virtualizer.getTotalSize()}px`}>
        {virtualizer.getVirtualItems().map((item) => {
          const index = done[item.index] as number;
          const row = rows[index] ?? [];
          const result = results[index];
          const failed = !result || isRowError(result);
          const hit = result && !isRowError(result) ? result : null;
          const quality = qualityInWords(hit?.geocodeQualityCode);
          return (
            <Box
              key={item.key}
              role="row"
              aria-rowindex={item.index + 2}
              data-row={index}
              display="grid"
              gridTemplateColumns={template}
              position="absolute"
              top="0"
              left="0"
              right="0"
              height={`${ROW_HEIGHT_PX}px`}
              alignItems="center"
              fontSize="sm"
              borderTopWidth="1px"
              bg={quality.approximate ? 'orange.subtle' : undefined}
              data-approximate={quality.approximate || undefined}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {shown.map((c, i) => (
                <Box role="cell" key={c} {...cell} title={row[i]}>
                  {dash(row[i])}
                </Box>
              ))}
              <Box role="cell" {...cell} fontFamily="mono">
                {result && !isRowError(result) ? formatCoordinate(result.lat) : '-'}
              </Box>
              <Box role="cell" {...cell} fontFamily="mono">
                {result && !isRowError(result) ? formatCoordinate(result.lng) : '-'}
              </Box>
              <Box role="cell" {...cell} title={result && !isRowError(result) ? result.displayName : result?.error}>
                {result && !isRowError(result) ? dash(result.displayName) : '-'}
              </Box>
              <Box role="cell" {...cell} title={hit ? [quality.words, hit.note].filter(Boolean).join('. ') : undefined}>
                {hit ? (
                  <>
                    <Text as="span" fontFamily="mono">
                      {dash(hit.geocodeQualityCode)}
                    </Text>
                    {quality.words && (
                      <Text as="span" color="fg.muted" ms="2">
                        {quality.words}
                      </Text>
                    )}
                  </>
                ) : (
                  '-'
                )}
              </Box>
              <Box role="cell" {...cell}>
                <Badge colorPalette={failed ? 'red' : 'green'} title={result && isRowError(result) ? result.error : undefined}>
                  {failed ? 'Error' : 'Success'}
                </Badge>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
