/** Small chips for a case study's tags; `tone` matches the background they sit on. */
export function TagList({
  tags,
  label,
  tone = "light",
}: {
  tags: readonly string[];
  label: string;
  tone?: "light" | "dark";
}) {
  const chip =
    tone === "dark"
      ? "border border-white/40 bg-white/10 text-white"
      : "border border-slate-200 bg-slate-50 text-slate-700";
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className={`rounded-full px-3 py-1 text-xs font-medium ${chip}`}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
