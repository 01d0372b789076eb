// A stored link as staff should see it: clickable only when it is an http(s) address (anything
// else, say an FTP address or a bare host, is shown as text and marked), or 'No link set'.
import { isWebLink } from './link-rules';

export function CurrentLink({ value }: { value: string | null | undefined }) {
  if (value === null || value === undefined || value === '')
    return <span className="link-muted">No link set</span>;
  if (isWebLink(value)) {
    return (
      <a href={value.trim()} target="_blank" rel="noopener noreferrer" className="link-url">
        {value}
      </a>
    );
  }
  return (
    <span className="link-url">
      <span>{value}</span> <span className="link-flag">not a web link</span>
    </span>
  );
}
