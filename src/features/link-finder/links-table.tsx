// Every link column of the loaded state at a glance; Change picks that column in the editor.
import type { CrawlLinks } from '../../api/gen/model';
import { CurrentLink } from './current-link';
import { linkColumns } from './link-rules';

interface LinksTableProps {
  data: CrawlLinks;
  selected: string;
  onChoose: (column: string) => void;
}

export function LinksTable({ data, selected, onChoose }: LinksTableProps) {
  return (
    // A narrow window scrolls the table in its own box, not the page.
    <div className="table-scroll">
      <table className="data-table link-table">
        <caption className="visually-hidden">All links of {data.state}</caption>
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">Current link</th>
            <th scope="col">
              <span className="visually-hidden">Change</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {linkColumns(data).map((key) => (
            <tr key={key} aria-current={key === selected ? 'true' : undefined}>
              <th scope="row">{key}</th>
              <td>
                <CurrentLink value={data[key]} />
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-sm"
                  aria-label={`Change ${key}`}
                  onClick={() => onChoose(key)}
                >
                  Change
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
