/**
 * A plain, scrollable data table with a caption.
 *
 * @example
 * ```tsx
 * <DataTable caption="Input" headers={["Rank", "Name"]} rows={[[1, "Ada"]]} />
 * ```
 */
export function DataTable(props: {
  caption: string;
  headers: string[];
  rows: (string | number)[][];
}) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={props.caption}>
      <table>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
