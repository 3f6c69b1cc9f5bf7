import { OutlineIcon } from "./outline-icon";
import type { CultureIcon } from "../../../content/team";
import type { ValueIcon } from "../../../content/company-page";

export type LineIconName = ValueIcon | CultureIcon;

const paths: Record<LineIconName, string> = {
  heart: "M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.1a4.3 4.3 0 0 1 7.5 2.7C19.5 15.4 12 20 12 20z",
  shield: "M12 3l7.5 3v5.2c0 4.6-3.1 8.4-7.5 9.8-4.4-1.4-7.5-5.2-7.5-9.8V6zM8.8 12l2.2 2.2 4.2-4.4",
  spark: "M9.5 18h5M10.5 21h3M12 3a6 6 0 0 0-3.6 10.8c.7.5 1.1 1.3 1.1 2.1v.1h5v-.1c0-.8.4-1.6 1.1-2.1A6 6 0 0 0 12 3z",
  infinity:
    "M7 8.5c-2 0-3.5 1.6-3.5 3.5S5 15.5 7 15.5c3.5 0 6.5-7 10-7 2 0 3.5 1.6 3.5 3.5S19 15.5 17 15.5c-3.5 0-6.5-7-10-7z",
  sprout: "M12 21v-9M12 12C12 8 9 6 5 6c0 4 3 6 7 6zM12 14.5c0-4 3-7 7-7 0 4-3 7-7 7z",
  people:
    "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3.5 20a5.5 5.5 0 0 1 11 0M16 5.2a3 3 0 0 1 0 5.6M17.5 14.5a5.5 5.5 0 0 1 3 5.5",
  balance: "M12 4v16M8 20h8M5 7.5h14M5 7.5 2.5 13a2.5 2.5 0 0 0 5 0zM19 7.5 16.5 13a2.5 2.5 0 0 0 5 0z",
};

/** Decorative outline icons for value and culture cards; the text next to them carries the meaning. */
export function LineIcon({ name, className = "h-6 w-6" }: { name: LineIconName; className?: string }) {
  return (
    <OutlineIcon className={className}>
      <path d={paths[name]} />
    </OutlineIcon>
  );
}
