/**
 * An editable table (column name → values), with buttons to add rows and columns. Each cell
 * input is labelled by its column and row for screen readers.
 *
 * @example
 * ```tsx
 * <TableEditor table={{ Name: ["Ada"], Year: ["1843"] }} onChange={setTable} />
 * ```
 */
export function TableEditor({
  table,
  onChange,
}: {
  table: Record<string, string[]>;
  onChange: (table: Record<string, string[]>) => void;
}) {
  const columns = Object.keys(table);
  const rowCount = Math.max(0, ...columns.map((column) => table[column]?.length ?? 0));
  const setCell = (column: string, row: number, value: string) => {
    const values = [...(table[column] ?? [])];
    values[row] = value;
    onChange({ ...table, [column]: values });
  };
  const addRow = () =>
    onChange(Object.fromEntries(columns.map((column) => [column, [...(table[column] ?? []), ""]])));
  const addColumn = () => {
    let name = `Column ${columns.length + 1}`;
    while (name in table) name += "′";
    onChange({ ...table, [name]: Array.from({ length: rowCount }, () => "") });
  };
  return (
    <div>
      <div className="table-scroll" role="region" aria-label="Input table" tabIndex={0}>
        <table>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rowCount }, (_, row) => (
              <tr key={row}>
                {columns.map((column) => (
                  <td key={column}>
                    <input
                      aria-label={`${column}, row ${row + 1}`}
                      value={table[column]?.[row] ?? ""}
                      onChange={(event) => setCell(column, row, event.target.value)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="row">
        <button type="button" onClick={addRow} disabled={columns.length === 0}>
          Add row
        </button>
        <button type="button" onClick={addColumn}>
          Add column
        </button>
      </div>
    </div>
  );
}
