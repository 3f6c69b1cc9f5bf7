import type { AccessMapCopy } from "../../../content/access-map";

const ink = "#334155";
const road = "#ffffff";
const block = "#dbe3ee";

/**
 * A drawn sketch of the way from the station to the office, in the page's HTML: it shows without JavaScript, behind
 * a network that blocks the map embed, and under the embed until that has loaded. Its labels are real text.
 */
export function AccessMap({ copy, className = "" }: { copy: AccessMapCopy; className?: string }) {
  return (
    <svg
      viewBox="0 0 640 400"
      role="img"
      aria-label={copy.label}
      data-testid="access-map"
      className={`h-full w-full bg-[#eef2f7] ${className}`}
      preserveAspectRatio="xMidYMid meet"
      fontFamily="inherit"
    >
      <rect width="640" height="400" fill="#eef2f7" />
      {/* City blocks between the streets. */}
      {[
        [250, 30, 160, 130],
        [470, 30, 150, 130],
        [250, 240, 160, 130],
        [470, 300, 150, 80],
      ].map(([x, y, w, h]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={w} height={h} rx="6" fill={block} />
      ))}
      {/* The railway, north to south, and the station on it. */}
      <rect x="130" y="0" width="56" height="400" fill="#cbd5e1" />
      {Array.from({ length: 20 }, (_, i) => (
        <rect key={i} x="136" y={i * 20 + 6} width="44" height="4" fill="#94a3b8" />
      ))}
      <text x="158" y="60" fill={ink} fontSize="15" textAnchor="middle" transform="rotate(-90 158 60)">
        {copy.railway}
      </text>
      <rect x="84" y="150" width="148" height="90" rx="8" fill="#1e3a8a" />
      <text x="158" y="201" fill="#ffffff" fontSize="16" fontWeight="700" textAnchor="middle">
        {copy.station}
      </text>
      {/* The street from the station's exit, and the cross street at the office. */}
      <rect x="232" y="180" width="408" height="40" fill={road} stroke="#cbd5e1" />
      <rect x="420" y="0" width="40" height="400" fill={road} stroke="#cbd5e1" />
      <rect x="420" y="181" width="40" height="38" fill={road} />
      <text x="244" y="172" fill={ink} fontSize="15" fontWeight="700">
        {copy.exit}
      </text>
      {/* The way to walk: a dashed line from the exit to the door. */}
      <path
        d="M234 200 H440 V262"
        fill="none"
        stroke="#2563eb"
        strokeWidth="4"
        strokeDasharray="10 8"
        strokeLinecap="round"
      />
      {/* The office building with its pin. */}
      <rect x="470" y="232" width="162" height="56" rx="6" fill="#f59e0b" />
      <text x="551" y="266" fill="#1f2937" fontSize="15" fontWeight="700" textAnchor="middle">
        {copy.building}
      </text>
      <path d="M466 240 c0 -14 -22 -14 -22 0 c0 10 11 22 11 22 s11 -12 11 -22z" fill="#dc2626" />
      <circle cx="455" cy="240" r="4" fill="#ffffff" />
      {/* North, and what this drawing is. */}
      <path d="M600 66 l10 -30 l10 30 l-10 -8z" fill={ink} />
      <text x="610" y="86" fill={ink} fontSize="14" textAnchor="middle">
        {copy.north}
      </text>
      <text x="16" y="388" fill={ink} fontSize="13">
        {copy.schematic}
      </text>
    </svg>
  );
}
