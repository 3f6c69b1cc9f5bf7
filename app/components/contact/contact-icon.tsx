import { OutlineIcon } from "../ui/outline-icon";
export type ContactIconName = "pin" | "mail" | "phone" | "check" | "calendar" | "chat" | "external";

const paths: Record<ContactIconName, string> = {
  pin: "M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  mail: "M3.5 6.5h17v11h-17zM3.5 7l8.5 6.5L20.5 7",
  phone:
    "M6.6 3.5h2.7l1.4 4.2-2 1.4a11 11 0 0 0 6.2 6.2l1.4-2 4.2 1.4v2.7a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z",
  check: "M5 12.5l4.5 4.5L19 7.5",
  calendar: "M4.5 6h15v14h-15zM4.5 10.5h15M8.5 3.5v4M15.5 3.5v4",
  chat: "M4.5 5.5h15v10h-8l-4.5 4v-4h-2.5z",
  external: "M14 4.5h5.5V10M19.5 4.5 11 13M17 14v5.5H4.5V7H10",
};

/** Decorative outline icons of the contact page; the text beside them carries the meaning. */
export function ContactIcon({ name, className = "h-6 w-6" }: { name: ContactIconName; className?: string }) {
  return (
    <OutlineIcon className={className}>
      <path d={paths[name]} />
    </OutlineIcon>
  );
}
