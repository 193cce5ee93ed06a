/** A short list under its own small heading: an option's asks and risks, what to prepare for a conversation. */
export function TitledList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="font-semibold">{title}</h4>
      <ul className="list-disc pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
