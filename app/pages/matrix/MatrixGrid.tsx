// The 'From \ To' grid (SPEC §2): miles and time per pair, '-' on the diagonal; sticky headers when it scrolls.
// Columns are as narrow as a cell's '12.3 mi' and '1 h 05 min' allow, and the grid fills the page's width, so
// ten stops fit a 1280 px screen (a kiosk's larger type included) without a column cut off at the edge.
import { Table } from '@chakra-ui/react';
import type { RouteMatrixResponse } from '../../../service/contract/index.ts';
import type { Stop } from '../../data/hooks.ts';
import { formatDuration, formatMiles } from '../planner/route-order.ts';
import './matrix-grid.css';

interface Props {
  stops: readonly Stop[];
  matrix: RouteMatrixResponse['matrix'] | null;
}

export function MatrixGrid({ stops, matrix }: Props) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH={{ base: '70vh', md: '75vh' }}>
      <Table.Root size="sm" stickyHeader showColumnBorder width="full" data-testid="matrix" aria-busy={!matrix}>
        <Table.Header>
          <Table.Row>
            {/* Plain headers too (matrix-grid.css): 50 of them on 25 stops, each with its text. */}
            <th className="matrix-header matrix-corner">From \ To</th>
            {stops.map((s) => (
              <th key={s.id} className="matrix-header" scope="col" title={s.name}>
                <p className="matrix-name">{s.name}</p>
              </th>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {stops.map((from, i) => (
            <Table.Row key={from.id}>
              <th className="matrix-header matrix-row-header" scope="row" title={from.name}>
                <p className="matrix-name">{from.name}</p>
              </th>
              {stops.map((to, j) => {
                const cell = matrix?.[i]?.[j];
                // A plain cell (matrix-grid.css): 625 of them on 25 stops, each a styled component with its skeleton and
                // two texts took a phone's page a second to render.
                return (
                  <td key={to.id} className="matrix-cell" data-testid="matrix-cell" data-from={i} data-to={j}>
                    {!matrix ? (
                      // The answer's two lines, hidden under the skeleton: the rows keep their height when the
                      // answer comes (a one-line placeholder moved a 25-stop grid by 0.136 of the page).
                      <span className="matrix-skeleton" data-testid="matrix-skeleton" aria-hidden>
                        <span className="matrix-distance">00.0 mi</span>
                        <span className="matrix-time">0 h 00 min</span>
                      </span>
                    ) : i === j ? (
                      '-'
                    ) : cell ? (
                      <>
                        <span className="matrix-distance">{formatMiles(cell.distance)}</span>
                        <span className="matrix-time">{formatDuration(cell.time)}</span>
                      </>
                    ) : (
                      '-'
                    )}
                  </td>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
