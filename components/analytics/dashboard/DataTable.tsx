import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';

export type Column = { key: string; label: string; numeric?: boolean };

/** The text alternative of a chart (and the visitor timeline): a captioned table, first column as row headers. */
export function DataTable({ caption, columns, rows, testId }: { caption: string; columns: Column[]; rows: Array<{ key: string; cells: ReactNode[] }>; testId?: string }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mt: 2, borderRadius: 2 }}>
      <Table size="small" data-testid={testId}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '12px 16px', fontWeight: 600 }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} sx={{ fontWeight: 700 }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              {r.cells.map((cell, i) => (
                <TableCell key={columns[i].key} component={i === 0 ? 'th' : 'td'} scope={i === 0 ? 'row' : undefined} align={columns[i].numeric ? 'right' : 'left'}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
