import type { MemberImage } from "../../content/team";
import { avatarFrameClass, avatarInitialsClass } from "../../behaviours/member-avatar";

interface MemberAvatarProps {
  image: MemberImage | null;
  initials: string;
  /** The member's name in the page language: the image's alt text. */
  name: string;
}

/**
 * The member's portrait, or their initials when there is none (spec section 8). A
 * portrait that fails to load is swapped for the initials by app/behaviours/member-avatar.ts.
 */
export function MemberAvatar({ image, initials, name }: MemberAvatarProps) {
  if (!image) {
    return (
      <span role="img" aria-label={name} data-testid="avatar-initials" className={avatarInitialsClass}>
        <span aria-hidden="true">{initials}</span>
      </span>
    );
  }
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={name}
      decoding="async"
      data-testid="avatar-image"
      data-behaviour="member-avatar"
      data-initials={initials}
      className={`${avatarFrameClass} bg-brand-100 object-cover`}
    />
  );
}
