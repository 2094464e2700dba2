import Box from '@mui/material/Box';
import { visuallyHidden } from '@/lib/domain/theme/a11y';

/** A chart's numbers as a visually hidden table, so a screen reader gets every value; the first cell of a row is its header. */
export function ChartDataTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: Array<{ key: string; cells: string[] }> }) {
  return (
    <Box component="table" sx={visuallyHidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((h, i) => (
            <th key={`${i}-${h}`} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            {r.cells.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={i}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
