import { Link } from './link.tsx';

/** A list of links, one per place: menu leaves, full lists. */
export function LinkList({
  items,
  className,
}: {
  items: ReadonlyArray<{ id: number | string; name: string; url: string }>;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={item.url}>{item.name}</Link>
        </li>
      ))}
    </ul>
  );
}
